package org.iri4j.tests.differential;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.iri4j.api.IriRule;
import org.iri4j.core.spec.resolution.Rfc3986Reference;

/**
 * Everything the differential tests compare: the generated strings, the fuzz corpus and the
 * RFC 3986 §5.4 examples for validity; base × reference pairs for resolution.
 */
final class DifferentialInputs {

    /** How many strings {@link GeneratedInputs} makes. */
    static final int GENERATED = 3000;

    /** Bases chosen for what RFC 2396 and RFC 3986 treat differently: opaque, empty authority, no path. */
    private static final List<String> FIXED_BASES = List.of(
            Rfc3986Reference.EXAMPLE_BASE,
            "http://a",
            "http://a/",
            "a:/b/c",
            "urn:a:b",
            "foo:",
            "mailto:x@y",
            "http://u@[::1]:8/x/y/z?q#f",
            "file:///etc/hosts",
            "http://例え.jp/ä/ö?ü",
            "http://a:/b/./c",
            "x://[v7.y]/z");

    /** How many generated absolute IRIs are added to the bases. */
    private static final int GENERATED_BASES = 4;

    private static final Set<String> STRINGS = collectStrings();

    private static final List<ResolutionCase> RESOLUTIONS = collectResolutions();

    private DifferentialInputs() {}

    /** A resolution to compare. */
    record ResolutionCase(String base, String reference) {}

    /**
     * The strings to check for validity, without duplicates.
     *
     * @return generated strings, the fuzz corpus, the §5.4 base and references
     */
    static Set<String> strings() {
        return STRINGS;
    }

    /**
     * The resolutions to compare: every base against every string, and the base / reference
     * pairs of the fuzz corpus.
     *
     * @return the cases; the comparison skips those a library rejects
     */
    static List<ResolutionCase> resolutions() {
        return RESOLUTIONS;
    }

    private static List<ResolutionCase> collectResolutions() {
        List<String> bases = new ArrayList<>(FIXED_BASES);
        STRINGS.stream()
                .filter(s -> DifferentialRun.iri4jAccepts(s, IriRule.IRI)
                        && Peer.JAVA_NET_URI.accepts(s)
                        && Peer.JENA.accepts(s))
                .limit(GENERATED_BASES)
                .forEach(bases::add);
        List<ResolutionCase> cases = new ArrayList<>();
        for (String base : bases) {
            for (String reference : STRINGS) {
                cases.add(new ResolutionCase(base, reference));
            }
        }
        for (String[] pair : FuzzCorpus.pairs()) {
            cases.add(new ResolutionCase(pair[0], pair[1]));
        }
        return List.copyOf(cases);
    }

    private static Set<String> collectStrings() {
        Set<String> strings = new LinkedHashSet<>(GeneratedInputs.generate(GENERATED));
        strings.addAll(FuzzCorpus.strings());
        strings.add(Rfc3986Reference.EXAMPLE_BASE);
        Rfc3986Reference.examples().forEach(example -> strings.add(example[0]));
        return strings;
    }
}
