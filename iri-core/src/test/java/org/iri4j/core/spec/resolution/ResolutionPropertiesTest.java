package org.iri4j.core.spec.resolution;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Collectors;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import org.iri4j.api.Iri;
import org.iri4j.api.IriRule;
import org.iri4j.api.ResolutionMode;
import org.iri4j.core.Iris;

/**
 * Properties of RFC 3986 §5.2 resolution (applied to IRIs by RFC 3987 §6.5) and of its inverse,
 * relativization, over bases with dot-free paths and references drawn from the grammar of
 * RFC 3986 §4.2 (including ".", "..", empty paths, query-only, fragment-only, network paths).
 */
class ResolutionPropertiesTest {

    private static final List<String> SEGMENTS =
            List.of("b", "c", "d;p", "ä", "例", "\uD83D\uDE00", "%2E", "%2e%2E", "g.", ".g", "..g", "...", "x=1", "");
    private static final List<String> DOT_SEGMENTS = List.of(".", "..");

    // ---- generators ---------------------------------------------------------------------

    private static Arbitrary<String> segment(boolean dots) {
        Arbitrary<String> plain = Arbitraries.of(SEGMENTS);
        return dots ? Arbitraries.frequencyOf(Tuple.of(3, plain), Tuple.of(2, Arbitraries.of(DOT_SEGMENTS))) : plain;
    }

    /** *( "/" segment ) */
    private static Arbitrary<String> pathAbempty(boolean dots) {
        return segment(dots)
                .list()
                .ofMaxSize(5)
                .map(list -> list.stream().map(s -> "/" + s).collect(Collectors.joining()));
    }

    /** "/" [ segment-nz *( "/" segment ) ] */
    private static Arbitrary<String> pathAbsolute(boolean dots) {
        Arbitrary<String> rooted = Combinators.combine(segment(dots).filter(s -> !s.isEmpty()), pathAbempty(dots))
                .as((first, rest) -> "/" + first + rest);
        return Arbitraries.oneOf(Arbitraries.just("/"), rooted);
    }

    /** segment-nz *( "/" segment ), the first segment with a colon only when a scheme precedes */
    private static Arbitrary<String> pathRootless(boolean dots, boolean colon) {
        Arbitrary<String> first = segment(dots).filter(s -> !s.isEmpty());
        if (colon) {
            first = Arbitraries.oneOf(first, Arbitraries.of("x:y", ":"));
        }
        return Combinators.combine(first, pathAbempty(dots)).as((f, rest) -> f + rest);
    }

    private static Arbitrary<String> authority() {
        return Arbitraries.of("a", "A", "例え.jp", "u:p@h:80", "", "[::1]", "h:", "127.0.0.1");
    }

    private static Arbitrary<String> query() {
        return Arbitraries.of("", "", "?", "?q", "?x=1/../y", "?é");
    }

    private static Arbitrary<String> fragment() {
        return Arbitraries.of("", "", "#", "#f", "#s/./x");
    }

    private static Arbitrary<String> hierPart(boolean dots) {
        return Arbitraries.oneOf(
                Combinators.combine(authority(), pathAbempty(dots)).as((a, p) -> "//" + a + p),
                pathAbsolute(dots),
                pathRootless(dots, true),
                Arbitraries.just(""));
    }

    @Provide
    Arbitrary<Iri> bases() {
        Arbitrary<String> scheme = Arbitraries.of("http", "a", "urn", "file");
        return Combinators.combine(scheme, hierPart(false), query(), fragment())
                .as((s, h, q, f) -> Iris.parse(s + ":" + h + q + f, IriRule.IRI));
    }

    @Provide
    Arbitrary<Iri> references() {
        Arbitrary<String> absolute = Combinators.combine(
                        Arbitraries.of("http", "HTTP", "a", "g", "urn"), hierPart(true))
                .as((s, h) -> s + ":" + h);
        Arbitrary<String> network =
                Combinators.combine(authority(), pathAbempty(true)).as((a, p) -> "//" + a + p);
        Arbitrary<String> path = Arbitraries.frequencyOf(
                Tuple.of(1, absolute),
                Tuple.of(1, network),
                Tuple.of(2, pathAbsolute(true)),
                Tuple.of(4, pathRootless(true, false)),
                Tuple.of(2, Arbitraries.just("")));
        return Combinators.combine(path, query(), fragment()).as((p, q, f) -> Iris.parse(p + q + f));
    }

    // ---- properties ---------------------------------------------------------------------

    @Property
    void resultIsAnAbsoluteIriThatReparsesToTheSameComponents(
            @ForAll("bases") Iri base, @ForAll("references") Iri ref) {
        for (ResolutionMode mode : ResolutionMode.values()) {
            Iri target = base.resolve(ref, mode);
            assertTrue(target.isAbsolute());
            Iri reparsed = Iris.parse(target.toString(), IriRule.IRI);
            assertEquals(reparsed, target);
            assertEquals(reparsed.scheme(), target.scheme());
            assertEquals(reparsed.authority(), target.authority());
            assertEquals(reparsed.userinfo(), target.userinfo());
            assertEquals(reparsed.host(), target.host());
            assertEquals(reparsed.hostKind(), target.hostKind());
            assertEquals(reparsed.port(), target.port());
            assertEquals(reparsed.path(), target.path());
            assertEquals(reparsed.query(), target.query());
            assertEquals(reparsed.fragment(), target.fragment());
        }
    }

    @Property
    void agreesWithTheRfcPseudoCode(@ForAll("bases") Iri base, @ForAll("references") Iri ref) {
        // §5.2.2 / §5.2.3 / §5.2.4 / §5.3 transcribed literally in Rfc3986Reference
        assertEquals(
                Rfc3986Reference.resolve(base.toString(), ref.toString(), true),
                base.resolve(ref, ResolutionMode.STRICT).toString());
        assertEquals(
                Rfc3986Reference.resolve(base.toString(), ref.toString(), false),
                base.resolve(ref, ResolutionMode.NON_STRICT).toString());
    }

    @Property
    void resultPathHasNoDotSegments(@ForAll("bases") Iri base, @ForAll("references") Iri ref) {
        // the bases are dot-free, so no dot segment can come unchanged from the base (§5.2.2 R.path == "")
        String path = base.resolve(ref).path();
        if (!base.resolve(ref).hasAuthority() && path.startsWith("/.//")) {
            path = path.substring(2); // the "/." written before a path starting with "//" (project reading)
        }
        assertFalse(Rfc3986Reference.hasDotSegment(path), path);
    }

    @Property
    void relativizeResolvesBackExactly(@ForAll("bases") Iri base, @ForAll("references") Iri ref) {
        Iri target = base.resolve(ref);
        Iri relative = base.relativize(target);
        assertEquals(target, base.resolve(relative), () -> "relativize gave <" + relative + ">");
    }

    @Property
    void relativizeIsNeverLongerThanTheReference(@ForAll("bases") Iri base, @ForAll("references") Iri ref) {
        // ref is one reference that resolves to target; the shortest one cannot be longer
        Iri target = base.resolve(ref);
        Iri relative = base.relativize(target);
        assertTrue(
                relative.toString().length() <= ref.toString().length(),
                () -> "<" + base + "> relativize <" + target + "> = <" + relative + ">, longer than <" + ref + ">");
    }

    @Property
    void resolutionIsIdempotentOnAbsoluteReferencesWithoutDotSegments(
            @ForAll("bases") Iri base, @ForAll("bases") Iri otherBase, @ForAll("references") Iri ref) {
        Iri target = base.resolve(ref);
        assertEquals(target, base.resolve(target));
        assertEquals(target, otherBase.resolve(target));
        assertEquals(target, target.resolve(target));
        if (ref.isAbsolute() && !Rfc3986Reference.hasDotSegment(ref.path())) {
            assertEquals(ref, base.resolve(ref));
        }
    }

    @Property
    void stringAndIriArgumentsAgree(@ForAll("bases") Iri base, @ForAll("references") Iri ref) {
        assertEquals(base.resolve(ref), base.resolve(Iris.parse(ref.toString())));
        assertEquals(base.resolve(ref), base.resolve(ref, ResolutionMode.STRICT));
        if (!ref.isAbsolute()
                || !ref.scheme().orElseThrow().equalsIgnoreCase(base.scheme().orElseThrow())) {
            assertEquals(base.resolve(ref, ResolutionMode.STRICT), base.resolve(ref, ResolutionMode.NON_STRICT));
        }
    }

    @Property
    void fragmentOfTheBaseNeverMatters(@ForAll("bases") Iri base, @ForAll("references") Iri ref) {
        // RFC 3986 §5.1 / §5.2.2: only R.fragment reaches T
        Iri withoutFragment = base.toBuilder().fragment(null).build();
        Iri withFragment = base.toBuilder().fragment("zz").build();
        assertEquals(withoutFragment.resolve(ref), withFragment.resolve(ref));
        assertEquals(ref.fragment(), base.resolve(ref).fragment());
    }
}
