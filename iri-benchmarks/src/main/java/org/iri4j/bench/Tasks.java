package org.iri4j.bench;

import java.util.List;
import java.util.function.BiFunction;
import org.iri4j.api.CheckResult;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Iri;
import org.iri4j.api.IriComparator;
import org.iri4j.api.IriMapper;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;
import org.iri4j.web.WebUrl;

/**
 * Which library does what, by name: iri4j and LIMIT here, the peers in {@link PeerTasks}.
 * Each library is used the way its documentation shows; results that are IRIs are turned into
 * strings inside the measured step, since that is what a caller of these operations wants.
 */
public final class Tasks {

    /** iri4j, the library under test. */
    public static final String IRI4J = "iri4j";
    /** iri4j's syntax-based normalization and comparison (RFC 3987 §5.3.2). */
    public static final String IRI4J_SYNTAX = "iri4j-syntax";
    /** iri4j's scheme-based normalization and comparison (RFC 3987 §5.3.3). */
    public static final String IRI4J_SCHEME = "iri4j-scheme";
    /** The one-table-lookup-per-character scan. */
    public static final String LIMIT = "LIMIT";

    /** iri4j's IRI → URI with no scheme plugin: hosts percent-encoded, never ToASCII. */
    static final String IRI4J_NO_PLUGINS = "iri4j-no-plugins";
    /** iri4j's URI → IRI with ToUnicode of DNS hosts. */
    static final String IRI4J_UNICODE_HOSTS = "iri4j-unicode-hosts";
    /** iri4j's resolution, its answer mapped to a URI. */
    static final String IRI4J_AS_URI = "iri4j-as-uri";
    /** iri4j's canonicalization with the href profile: the URL Standard's reading alone. */
    public static final String IRI4J_HREF = "iri4j-href";
    /** iri4j's canonicalization with urlcanon's aggressive profile. */
    public static final String IRI4J_AGGRESSIVE = "iri4j-aggressive";
    /** iri4j's canonicalization with the Internet Archive's profile, keyed as CDX indexes key. */
    public static final String IRI4J_CDX = "iri4j-cdx";
    /** iri4j's canonicalization with the Internet Archive's profile (ia), the canonical form alone. */
    public static final String IRI4J_IA = "iri4j-ia";

    static final IriMapper MAPPER = Iris.mapperBuilder().build();
    static final IriMapper MAPPER_NO_PLUGINS =
            IriEnvironment.builder().build().mapperBuilder().build();
    static final IriMapper MAPPER_UNICODE_HOSTS =
            Iris.mapperBuilder().unicodeHosts(true).build();
    static final IriComparator SYNTAX =
            Iris.comparatorBuilder().level(ComparisonLevel.SYNTAX).build();
    static final IriComparator SCHEME =
            Iris.comparatorBuilder().level(ComparisonLevel.SCHEME).build();
    static final Iri BASE = Iris.parse(Workloads.base());

    private Tasks() {}

    /**
     * Whether a library name is one of iri4j's ({@code iri4j}, {@code iri4j-syntax}, …).
     *
     * @param library the library name
     * @return true for iri4j
     */
    public static boolean isIri4j(String library) {
        return library.startsWith(IRI4J);
    }

    /**
     * The task of a library for an operation.
     *
     * @param op      the operation
     * @param library the library name
     * @return the task
     * @throws IllegalArgumentException if the library does not have the operation
     */
    public static Task of(Op op, String library) {
        Task task;
        if (op.isTemplate()) {
            task = TemplateTasks.of(op, library);
        } else if (op.isPattern()) {
            task = PatternTasks.of(op, library);
        } else {
            task = LIMIT.equals(library)
                    ? limit(op)
                    : isIri4j(library) ? iri4j(op, library) : PeerTasks.of(op, library);
        }
        if (task == null) {
            throw new IllegalArgumentException(library + " has no " + op.label());
        }
        return task;
    }

    /**
     * The iri4j tasks whose answers are the right ones for an operation; an answer of another
     * library is right when it equals the answer of one of them. For URI Templates, the
     * workload's own URI, RFC 6570's, against which iri4j's answer is counted too. For the URL
     * Pattern router, iri4j's route.
     *
     * @param op the operation
     * @return the reference tasks; empty when answers are not compared
     */
    static List<Task> references(Op op) {
        switch (op) {
            case PARSE:
            case RELATIVIZE:
            case WEB_PARSE:
            case REGISTRABLE_DOMAIN:
                return List.of(of(op, IRI4J));
            case CANONICALIZE:
            case CANON_SURT:
                return CrawlTasks.references(op);
            case TO_URI:
            case TO_URI_PARSED:
                return List.of(of(Op.TO_URI, IRI4J), of(Op.TO_URI, IRI4J_NO_PLUGINS));
            case TO_IRI:
                return List.of(of(op, IRI4J), of(op, IRI4J_UNICODE_HOSTS));
            case RESOLVE:
                return List.of(of(op, IRI4J), of(op, IRI4J_AS_URI));
            case NORMALIZE:
            case COMPARE:
                return List.of(of(op, IRI4J_SYNTAX), of(op, IRI4J_SCHEME));
            case TEMPLATE_EXPAND:
            case TEMPLATE_PARSE_EXPAND:
            case TEMPLATE_MATCH:
                return TemplateTasks.references(op);
            case PATTERN_TEST:
            case PATTERN_EXEC:
                return PatternTasks.references(op);
            default:
                return List.of();
        }
    }

    private static Task limit(Op op) {
        return op == Op.RELATIVIZE || op == Op.COMPARE
                ? Task.of(s -> Limit.valid((String) s)).describedBy(r -> null)
                : Task.of(s -> Limit.valid((String) s) ? Boolean.TRUE : null).describedBy(r -> null);
    }

    private static Task iri4j(Op op, String library) {
        switch (op) {
            case PARSE:
                return Task.of(s -> Iris.parse((String) s)).describedBy(r -> Components.of((Iri) r));
            case CHECK:
                return Task.of(s -> {
                    CheckResult result = Iris.check((String) s);
                    return result.isValid() ? result : null;
                });
            case TO_URI:
                IriMapper toUri = IRI4J_NO_PLUGINS.equals(library) ? MAPPER_NO_PLUGINS : MAPPER;
                return Task.of(s -> toUri.toUri(Iris.parse((String) s)).toString());
            case TO_URI_PARSED:
                return Task.prepared(
                        s -> Iris.parse((String) s),
                        iri -> MAPPER.toUri((Iri) iri).toString());
            case TO_IRI:
                IriMapper toIri = IRI4J_UNICODE_HOSTS.equals(library) ? MAPPER_UNICODE_HOSTS : MAPPER;
                return Task.of(s -> toIri.toIri(Iris.parse((String) s)).toString());
            case NORMALIZE:
                IriComparator normalizer = level(library);
                return normalizer == null
                        ? null
                        : Task.of(s ->
                                normalizer.normalForm(Iris.parse((String) s)).toString());
            case RESOLVE:
                return IRI4J_AS_URI.equals(library)
                        ? Task.of(s ->
                                Iris.toUri(BASE.resolve(Iris.parse((String) s))).toString())
                        : Task.of(s -> BASE.resolve(Iris.parse((String) s)).toString());
            case RELATIVIZE:
                return relativizing(
                        s -> Iris.parse((String) s),
                        t -> BASE.relativize((Iri) t).toString());
            case COMPARE:
                IriComparator comparator = level(library);
                return comparator == null
                        ? null
                        : comparing(s -> Iris.parse((String) s), (a, b) -> comparator.equivalent((Iri) a, (Iri) b));
            case EVERY:
                return Task.of(s -> every((String) s));
            case WEB_PARSE:
                return Task.of(s -> WebUrl.parse((String) s).href());
            case CANONICALIZE:
            case CANON_SURT:
            case REGISTRABLE_DOMAIN:
                return CrawlTasks.iri4j(op, library);
            default:
                return null;
        }
    }

    /**
     * Every operation on one input, as a hostile input would meet them in a pipeline; an IRI
     * that has no URI form (a host ToASCII refuses) is refused by the mapping, and the rest go on.
     */
    private static Object every(String s) {
        CheckResult check = Iris.check(s);
        Iri iri = Iris.parse(s);
        Object uri;
        Object back;
        try {
            Iri mapped = MAPPER.toUri(iri);
            uri = mapped;
            back = MAPPER.toIri(mapped);
        } catch (InvalidInputException refused) {
            uri = refused;
            back = MAPPER.toIri(iri);
        }
        return new Object[] {check, uri, back, SCHEME.normalForm(iri), BASE.resolve(iri)};
    }

    private static IriComparator level(String library) {
        return IRI4J_SYNTAX.equals(library) ? SYNTAX : IRI4J_SCHEME.equals(library) ? SCHEME : null;
    }

    /**
     * What a relativized reference resolves to against the base (with iri4j): the target when
     * the relativization was right.
     */
    static String roundTrip(Object reference) {
        try {
            return BASE.resolve(Iris.parse(String.valueOf(reference))).toString();
        } catch (IllegalArgumentException e) {
            return "not a reference: " + reference;
        }
    }

    /**
     * A comparison: both strings of a TAB-separated pair parsed by a library before the
     * measurement, then compared by it.
     *
     * @param parser  what parses one string
     * @param compare what compares the two parsed values
     * @return the task
     */
    static Task comparing(Task.Step parser, BiFunction<Object, Object, Object> compare) {
        return Task.prepared(
                s -> {
                    String pair = (String) s;
                    int tab = pair.indexOf('\t');
                    return new Object[] {parser.apply(pair.substring(0, tab)), parser.apply(pair.substring(tab + 1))};
                },
                p -> compare.apply(((Object[]) p)[0], ((Object[]) p)[1]));
    }

    /**
     * A relativization against the base: the target parsed by a library before the
     * measurement; the answer is right when it resolves back to the target ({@link #roundTrip}).
     *
     * @param parser     what parses the target
     * @param relativize what relativizes the parsed target
     * @return the task
     */
    static Task relativizing(Task.Step parser, Task.Step relativize) {
        return Task.prepared(parser, relativize).describedBy(Tasks::roundTrip);
    }
}
