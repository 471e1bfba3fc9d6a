package org.iri4j.bench;

import static org.iri4j.bench.CrawlTasks.CRAWLER_COMMONS;
import static org.iri4j.bench.CrawlTasks.GUAVA;
import static org.iri4j.bench.CrawlTasks.URLCANON;
import static org.iri4j.bench.PeerTasks.GALIMATIAS;
import static org.iri4j.bench.PeerTasks.JAVA_NET_URI;
import static org.iri4j.bench.PeerTasks.JENA_IRI;
import static org.iri4j.bench.PeerTasks.JENA_IRI3986;
import static org.iri4j.bench.PeerTasks.OKHTTP;
import static org.iri4j.bench.PeerTasks.RDF4J;
import static org.iri4j.bench.PeerTasks.SPRING;
import static org.iri4j.bench.Tasks.IRI4J;
import static org.iri4j.bench.Tasks.IRI4J_AGGRESSIVE;
import static org.iri4j.bench.Tasks.IRI4J_CDX;
import static org.iri4j.bench.Tasks.IRI4J_HREF;
import static org.iri4j.bench.Tasks.IRI4J_IA;
import static org.iri4j.bench.Tasks.IRI4J_SCHEME;
import static org.iri4j.bench.Tasks.IRI4J_SYNTAX;
import static org.iri4j.bench.Tasks.LIMIT;

import java.util.ArrayList;
import java.util.List;
import org.openjdk.jmh.annotations.Param;

/**
 * The benchmarks, one class per operation; the {@code library} parameter lists the libraries
 * that have it, the {@code workload} parameter its inputs ({@link Workloads}). JMH runs each
 * combination in its own JVM, so each measured call site sees one library only.
 */
public final class Benchmarks {

    private Benchmarks() {}

    /** Parse and validate: {@code Iris.parse}, {@code new URI}, {@code IRI3986.create}, … */
    public static class Parse extends OpBenchmark {
        @Param({"mix", "ascii"})
        public String workload;

        @Param({LIMIT, IRI4J, JAVA_NET_URI, JENA_IRI3986, JENA_IRI, RDF4J, GALIMATIAS, OKHTTP})
        public String library;

        public Parse() {
            super(Op.PARSE);
        }
    }

    /** Parse inputs of growing length: the cost per character must not grow. */
    public static class Length extends OpBenchmark {
        @Param({"1KB", "100KB", "10MB"})
        public String workload;

        @Param({LIMIT, IRI4J, JAVA_NET_URI, JENA_IRI3986, RDF4J})
        public String library;

        public Length() {
            super(Op.PARSE);
        }
    }

    /**
     * Hostile inputs of growing length (SECURITY.md), every operation on each: the cost per
     * character must not grow with the length.
     */
    public static class Hostile extends OpBenchmark {
        @Param({
            "dots-1KB",
            "dots-100KB",
            "dots-10MB",
            "pct-1KB",
            "pct-100KB",
            "pct-10MB",
            "labels-1KB",
            "labels-100KB",
            "labels-10MB",
            "climb-1KB",
            "climb-100KB",
            "climb-10MB",
            "marks-1KB",
            "marks-100KB",
            "marks-10MB",
            "hostmarks-1KB",
            "hostmarks-100KB",
            "hostmarks-10MB"
        })
        public String workload;

        @Param(IRI4J)
        public String library;

        public Hostile() {
            super(Op.EVERY);
        }
    }

    /**
     * Every violation, warnings included: {@code Iris.check}, {@code IRI3986.createAny}, …; on
     * the mix, and on the US-ASCII IRIs with nothing to report (what such a check allocates).
     */
    public static class Check extends OpBenchmark {
        @Param({"mix", "clean"})
        public String workload;

        @Param({LIMIT, IRI4J, JENA_IRI3986, JENA_IRI, GALIMATIAS})
        public String library;

        public Check() {
            super(Op.CHECK);
        }
    }

    /** IRI → URI of a pre-parsed value: {@code mapper.toUri(iri)}, {@code uri.toASCIIString()}. */
    public static class ToUriParsed extends OpBenchmark {
        @Param("mix")
        public String workload;

        @Param({IRI4J, JAVA_NET_URI})
        public String library;

        public ToUriParsed() {
            super(Op.TO_URI_PARSED);
        }
    }

    /** IRI → URI from a string: {@code mapper.toUri(Iris.parse(s))}, {@code toASCIIString()}, … */
    public static class ToUri extends OpBenchmark {
        @Param("mix")
        public String workload;

        @Param({LIMIT, IRI4J, JAVA_NET_URI, JENA_IRI, RDF4J, GALIMATIAS, OKHTTP})
        public String library;

        public ToUri() {
            super(Op.TO_URI);
        }
    }

    /** URI → IRI from a string: {@code mapper.toIri(Iris.parse(s))}, {@code toHumanString()}, … */
    public static class ToIri extends OpBenchmark {
        @Param("uris")
        public String workload;

        @Param({LIMIT, IRI4J, GALIMATIAS})
        public String library;

        public ToIri() {
            super(Op.TO_IRI);
        }
    }

    /** Parse and normalize: iri4j at the syntax and the scheme level, the peers' normalize. */
    public static class Normalize extends OpBenchmark {
        @Param("mix")
        public String workload;

        @Param({LIMIT, IRI4J_SYNTAX, IRI4J_SCHEME, JAVA_NET_URI, JENA_IRI3986, RDF4J, GALIMATIAS, OKHTTP})
        public String library;

        public Normalize() {
            super(Op.NORMALIZE);
        }
    }

    /** Parse a relative reference and resolve it against a parsed base. */
    public static class Resolve extends OpBenchmark {
        @Param("relative")
        public String workload;

        @Param({LIMIT, IRI4J, JAVA_NET_URI, JENA_IRI3986, JENA_IRI, RDF4J, GALIMATIAS, OKHTTP})
        public String library;

        public Resolve() {
            super(Op.RESOLVE);
        }
    }

    /** Relativize a parsed IRI against a parsed base. */
    public static class Relativize extends OpBenchmark {
        @Param("targets")
        public String workload;

        @Param({LIMIT, IRI4J, JAVA_NET_URI, JENA_IRI3986, JENA_IRI, RDF4J, GALIMATIAS})
        public String library;

        public Relativize() {
            super(Op.RELATIVIZE);
        }
    }

    /** Compare two parsed IRIs: equivalence at a level, or the peer's equality of normal forms. */
    public static class Compare extends OpBenchmark {
        @Param("pairs")
        public String workload;

        @Param({LIMIT, IRI4J_SYNTAX, IRI4J_SCHEME, JAVA_NET_URI, JENA_IRI3986, RDF4J, GALIMATIAS, OKHTTP})
        public String library;

        public Compare() {
            super(Op.COMPARE);
        }
    }

    /**
     * A link read as a browser reads it and written back (WHATWG URL §4.4, §4.5): iri4j's
     * {@code WebUrl.parse(s).href()} against the Java peers that implement the Standard, or
     * (OkHttp) its http and https part. On the URL Standard's own test inputs, on the mix, and
     * on the mix's http and https links (what {@code node/url-bench.mjs} also times).
     */
    public static class WebParse extends OpBenchmark {
        @Param({"wpt", "mix", "http"})
        public String workload;

        @Param({LIMIT, IRI4J, SPRING, GALIMATIAS, OKHTTP})
        public String library;

        public WebParse() {
            super(Op.WEB_PARSE);
        }
    }

    /** Hostile links of growing length through the URL Standard's parser: the cost per character must not grow. */
    public static class WebLength extends OpBenchmark {
        @Param({
            "url-climb-1KB",
            "url-climb-100KB",
            "url-climb-10MB",
            "url-pctdots-1KB",
            "url-pctdots-100KB",
            "url-pctdots-10MB",
            "url-percent-1KB",
            "url-percent-100KB",
            "url-percent-10MB",
            "url-labels-1KB",
            "url-labels-100KB",
            "url-labels-10MB",
            "url-query-1KB",
            "url-query-100KB",
            "url-query-10MB"
        })
        public String workload;

        @Param(IRI4J)
        public String library;

        public WebLength() {
            super(Op.WEB_PARSE);
        }
    }

    /**
     * A link's canonical form (RFC 3987 §5.3.4): iri4j's semantic-precise profile (and href, the
     * URL Standard's reading alone, aggressive, and the Internet Archive's ia), urlcanon's semantic precise, crawler-commons'
     * BasicURLNormalizer. On the mix and on the URL Standard's test inputs.
     */
    public static class Canonicalize extends OpBenchmark {
        @Param({"mix", "wpt"})
        public String workload;

        @Param({IRI4J, IRI4J_HREF, IRI4J_AGGRESSIVE, IRI4J_IA, URLCANON, CRAWLER_COMMONS})
        public String library;

        public Canonicalize() {
            super(Op.CANONICALIZE);
        }
    }

    /**
     * A link canonicalized and keyed by SURT: iri4j (semantic precise and urlcanon's SURT form;
     * href; the Internet Archive's profile and CDX form) and urlcanon (semantic precise, {@code surt()}).
     * Measured beside {@link WebParse} in one run: canonicalize+SURT against the URL Standard's
     * parse alone.
     */
    public static class CanonSurt extends OpBenchmark {
        @Param({"mix", "wpt"})
        public String workload;

        @Param({IRI4J, IRI4J_HREF, IRI4J_CDX, URLCANON})
        public String library;

        public CanonSurt() {
            super(Op.CANON_SURT);
        }
    }

    /**
     * A host's registrable domain from the Public Suffix List: iri4j, Guava, OkHttp and
     * crawler-commons, on 10,000 hosts as the URL Standard serializes them.
     */
    public static class RegistrableDomain extends OpBenchmark {
        @Param("hosts")
        public String workload;

        @Param({LIMIT, IRI4J, GUAVA, OKHTTP, CRAWLER_COMMONS})
        public String library;

        public RegistrableDomain() {
            super(Op.REGISTRABLE_DOMAIN);
        }
    }

    /**
     * The benchmark classes, in the order of the tables; URI Templates' are in
     * {@link TemplateBenchmarks}, the URL Pattern router's in {@link PatternBenchmarks}.
     */
    public static final List<Class<? extends OpBenchmark>> ALL = List.of(
            Parse.class,
            Check.class,
            ToUri.class,
            ToUriParsed.class,
            ToIri.class,
            Normalize.class,
            Resolve.class,
            Relativize.class,
            Compare.class,
            WebParse.class,
            Canonicalize.class,
            CanonSurt.class,
            RegistrableDomain.class,
            TemplateBenchmarks.TemplateExpandSimple.class,
            TemplateBenchmarks.TemplateExpand.class,
            TemplateBenchmarks.TemplateParseExpandSimple.class,
            TemplateBenchmarks.TemplateParseExpand.class,
            TemplateBenchmarks.TemplateMatch.class,
            PatternBenchmarks.PatternTest.class,
            PatternBenchmarks.PatternExec.class,
            Length.class,
            Hostile.class,
            WebLength.class);

    /**
     * The operation a benchmark class measures.
     *
     * @param type a benchmark class
     * @return its operation
     */
    public static Op op(Class<? extends OpBenchmark> type) {
        try {
            return type.getConstructor().newInstance().op();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * The values of a {@code @Param} field of a benchmark class.
     *
     * @param type  a benchmark class
     * @param field {@code library} or {@code workload}
     * @return the values
     */
    public static List<String> params(Class<? extends OpBenchmark> type, String field) {
        try {
            return List.of(type.getField(field).getAnnotation(Param.class).value());
        } catch (NoSuchFieldException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * The tally of every library on every workload it is measured on, the inputs of growing
     * length left out.
     *
     * @return the counts
     */
    public static List<Tally.Counts> tallies() {
        List<Tally.Counts> out = new ArrayList<>();
        for (Class<? extends OpBenchmark> type : ALL) {
            if (type == Length.class || type == Hostile.class || type == WebLength.class) {
                continue;
            }
            Op op = op(type);
            for (String workload : params(type, "workload")) {
                for (String library : params(type, "library")) {
                    if (Tally.isCounted(library)) {
                        out.add(Tally.count(op, library, workload));
                    }
                }
            }
        }
        return out;
    }
}
