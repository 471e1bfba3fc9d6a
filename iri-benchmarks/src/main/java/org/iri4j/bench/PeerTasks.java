package org.iri4j.bench;

import io.mola.galimatias.ErrorHandler;
import io.mola.galimatias.GalimatiasParseException;
import io.mola.galimatias.URL;
import io.mola.galimatias.URLParsingSettings;
import java.net.URI;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import okhttp3.HttpUrl;
import org.apache.jena.iri.IRI;
import org.apache.jena.iri.IRIFactory;
import org.apache.jena.iri.Violation;
import org.apache.jena.rfc3986.IRI3986;
import org.apache.jena.rfc3986.Severity;
import org.eclipse.rdf4j.common.net.ParsedIRI;
import org.springframework.web.util.UriComponentsBuilder;

/**
 * The peers, each used as its documentation shows: {@code new URI(s)}; {@code IRI3986.create}
 * (Jena's RFC 3986/3987 parser with its scheme checks); {@code IRIFactory.iriImplementation()}
 * (Jena's legacy jena-iri); {@code new ParsedIRI(s)} (RDF4J); {@code URL.parse} (galimatias, a
 * WHATWG URL parser); {@code HttpUrl.parse} (OkHttp, http and https only);
 * {@code UriComponentsBuilder.fromUriString(s, WHAT_WG)} (Spring Framework's URL Standard
 * parser, links only). A library that
 * rejects an input throws, or returns {@code null} where its API reports rejection so.
 */
public final class PeerTasks {

    /** {@code java.net.URI}, the JDK's RFC 2396 parser. */
    public static final String JAVA_NET_URI = "java.net.URI";
    /** Apache Jena's RFC 3986/3987 parser, {@code IRI3986}. */
    public static final String JENA_IRI3986 = "jena-iri3986";
    /** Apache Jena's legacy {@code IRIFactory}. */
    public static final String JENA_IRI = "jena-iri";
    /** Eclipse RDF4J's {@code ParsedIRI}. */
    public static final String RDF4J = "rdf4j";
    /** galimatias, a WHATWG URL parser. */
    public static final String GALIMATIAS = "galimatias";
    /** OkHttp's {@code HttpUrl}, http and https only. */
    public static final String OKHTTP = "okhttp";
    /** Spring Framework's {@code UriComponentsBuilder} with its WHATWG URL parser (since 6.2). */
    public static final String SPRING = "spring-web";

    private static final IRIFactory JENA_FACTORY = IRIFactory.iriImplementation();

    private PeerTasks() {}

    static Task of(Op op, String library) {
        switch (library) {
            case JAVA_NET_URI:
                return javaNetUri(op);
            case JENA_IRI3986:
                return jenaIri3986(op);
            case JENA_IRI:
                return jenaIri(op);
            case RDF4J:
                return rdf4j(op);
            case GALIMATIAS:
                return galimatias(op);
            case OKHTTP:
                return okhttp(op);
            case SPRING:
                return spring(op);
            default:
                return CrawlTasks.peer(op, library);
        }
    }

    private static Task javaNetUri(Op op) {
        URI base = URI.create(Workloads.base());
        switch (op) {
            case PARSE:
                return Task.of(s -> new URI((String) s)).describedBy(r -> {
                    URI u = (URI) r;
                    return Components.of(
                            u.getScheme(),
                            u.getHost(),
                            u.isOpaque() ? u.getRawSchemeSpecificPart() : u.getRawPath(),
                            u.getRawQuery(),
                            u.getRawFragment());
                });
            case TO_URI:
                return Task.of(s -> new URI((String) s).toASCIIString());
            case TO_URI_PARSED:
                return Task.prepared(s -> new URI((String) s), u -> ((URI) u).toASCIIString());
            case NORMALIZE:
                return Task.of(s -> new URI((String) s).normalize().toString());
            case RESOLVE:
                return Task.of(s -> base.resolve((String) s).toString());
            case RELATIVIZE:
                return Tasks.relativizing(
                        s -> new URI((String) s), t -> base.relativize((URI) t).toString());
            case COMPARE:
                return Tasks.comparing(s -> new URI((String) s), Object::equals);
            default:
                return null;
        }
    }

    private static Task jenaIri3986(Op op) {
        IRI3986 base = IRI3986.create(Workloads.base());
        switch (op) {
            case PARSE:
                return Task.of(s -> {
                            IRI3986 iri = IRI3986.create((String) s);
                            return iri.hasViolations(Severity.ERROR) ? null : iri;
                        })
                        .describedBy(r -> {
                            IRI3986 i = (IRI3986) r;
                            return Components.of(i.scheme(), i.host(), i.path(), i.query(), i.fragment());
                        });
            case CHECK:
                return Task.of(s -> {
                    IRI3986 iri = IRI3986.createAny((String) s);
                    return iri.hasViolations(Severity.ERROR) ? null : iri;
                });
            case NORMALIZE:
                return Task.of(s -> IRI3986.create((String) s).normalize().toString());
            case RESOLVE:
                return Task.of(s -> base.resolve(IRI3986.create((String) s)).toString());
            case RELATIVIZE:
                // null: "no relative IRI can be found"; the caller keeps the target.
                return Tasks.relativizing(s -> IRI3986.create((String) s), t -> {
                    IRI3986 relative = base.relativize((IRI3986) t);
                    return relative == null ? t.toString() : relative.toString();
                });
            case COMPARE:
                return Tasks.comparing(
                        s -> IRI3986.create((String) s),
                        (a, b) -> ((IRI3986) a).normalize().equals(((IRI3986) b).normalize()));
            default:
                return null;
        }
    }

    private static Task jenaIri(Op op) {
        IRI base = JENA_FACTORY.create(Workloads.base());
        switch (op) {
            case PARSE:
                return Task.of(s -> {
                            IRI iri = JENA_FACTORY.create((String) s);
                            return iri.hasViolation(false) ? null : iri;
                        })
                        .describedBy(r -> {
                            IRI i = (IRI) r;
                            return Components.of(
                                    i.getScheme(), i.getRawHost(), i.getRawPath(), i.getRawQuery(), i.getRawFragment());
                        });
            case CHECK:
                return Task.of(s -> {
                    IRI iri = JENA_FACTORY.create((String) s);
                    boolean error = false;
                    for (Iterator<Violation> it = iri.violations(true); it.hasNext(); ) {
                        error |= it.next().isError();
                    }
                    return error ? null : iri;
                });
            case TO_URI:
                return Task.of(s -> JENA_FACTORY.create((String) s).toASCIIString());
            case RESOLVE:
                return Task.of(s -> base.resolve((String) s).toString());
            case RELATIVIZE:
                return Tasks.relativizing(
                        s -> JENA_FACTORY.create((String) s),
                        t -> base.relativize((IRI) t).toString());
            default:
                return null;
        }
    }

    private static Task rdf4j(Op op) {
        ParsedIRI base = ParsedIRI.create(Workloads.base());
        switch (op) {
            case PARSE:
                return Task.of(s -> new ParsedIRI((String) s)).describedBy(r -> {
                    ParsedIRI i = (ParsedIRI) r;
                    return Components.of(i.getScheme(), i.getHost(), i.getPath(), i.getQuery(), i.getFragment());
                });
            case TO_URI:
                return Task.of(s -> new ParsedIRI((String) s).toASCIIString());
            case NORMALIZE:
                return Task.of(s -> new ParsedIRI((String) s).normalize().toString());
            case RESOLVE:
                return Task.of(s -> base.resolve((String) s));
            case RELATIVIZE:
                return Tasks.relativizing(
                        s -> new ParsedIRI((String) s),
                        t -> base.relativize((ParsedIRI) t).toString());
            case COMPARE:
                return Tasks.comparing(
                        s -> new ParsedIRI((String) s),
                        (a, b) -> ((ParsedIRI) a).normalize().equals(((ParsedIRI) b).normalize()));
            default:
                return null;
        }
    }

    private static Task galimatias(Op op) {
        URL base = galimatiasBase();
        switch (op) {
            case PARSE:
                return Task.of(s -> URL.parse((String) s)).describedBy(r -> null);
            case CHECK:
                return Task.of(s -> {
                    List<GalimatiasParseException> errors = new ArrayList<>(2);
                    URL url = URL.parse(URLParsingSettings.create().withErrorHandler(collector(errors)), (String) s);
                    return errors.isEmpty() ? url : null;
                });
            case TO_URI:
            case NORMALIZE:
                // Parsing canonicalizes (WHATWG URL Standard): the string is the ASCII, normal form.
                return Task.of(s -> URL.parse((String) s).toString());
            case WEB_PARSE:
                return Task.of(s -> URL.parse((String) s).toString());
            case TO_IRI:
                return Task.of(s -> URL.parse((String) s).toHumanString());
            case RESOLVE:
                return Task.of(s -> URL.parse(base, (String) s).toString());
            case RELATIVIZE:
                return Tasks.relativizing(s -> URL.parse((String) s), t -> base.relativize((URL) t));
            case COMPARE:
                return Tasks.comparing(s -> URL.parse((String) s), Object::equals);
            default:
                return null;
        }
    }

    private static URL galimatiasBase() {
        try {
            return URL.parse(Workloads.base());
        } catch (GalimatiasParseException e) {
            throw new IllegalStateException(e);
        }
    }

    private static ErrorHandler collector(List<GalimatiasParseException> errors) {
        return new ErrorHandler() {
            @Override
            public void error(GalimatiasParseException error) {
                errors.add(error);
            }

            @Override
            public void fatalError(GalimatiasParseException error) {
                errors.add(error);
            }
        };
    }

    private static Task okhttp(Op op) {
        HttpUrl base = HttpUrl.get(Workloads.base());
        switch (op) {
            case PARSE:
                return Task.of(s -> HttpUrl.parse((String) s)).describedBy(r -> null);
            case REGISTRABLE_DOMAIN:
                return CrawlTasks.peer(op, OKHTTP);
            case TO_URI:
            case NORMALIZE:
            case WEB_PARSE:
                // HttpUrl canonicalizes while parsing: its string is the ASCII, normal form.
                return Task.of(s -> {
                    HttpUrl url = HttpUrl.parse((String) s);
                    return url == null ? null : url.toString();
                });
            case RESOLVE:
                return Task.of(s -> {
                    HttpUrl url = base.resolve((String) s);
                    return url == null ? null : url.toString();
                });
            case COMPARE:
                return Tasks.comparing(
                        s -> HttpUrl.parse((String) s), (a, b) -> a == null || b == null ? null : a.equals(b));
            default:
                return null;
        }
    }

    /**
     * Spring's reading of a link: the WHATWG parser's components put into a builder, built and
     * written back ({@code InvalidUrlException} where the parser fails).
     */
    private static Task spring(Op op) {
        return op == Op.WEB_PARSE
                ? Task.of(s -> UriComponentsBuilder.fromUriString((String) s, UriComponentsBuilder.ParserType.WHAT_WG)
                        .build()
                        .toUriString())
                : null;
    }
}
