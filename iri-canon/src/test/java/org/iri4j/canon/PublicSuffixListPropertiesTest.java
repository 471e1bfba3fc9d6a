package org.iri4j.canon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Properties of the URL Standard's registrable domain (§3.2) over generated hosts: made of
 * labels the list knows (so that wildcards, exceptions and both sections come up) and labels it
 * does not, in any case, with or without a trailing dot.
 */
class PublicSuffixListPropertiesTest {

    private static final PublicSuffixList LIST = PublicSuffixList.snapshot();

    /** Labels of rules with wildcards, exceptions, several levels, both sections, IDN. */
    private static final List<String> KNOWN = List.of(
            "com",
            "uk",
            "co",
            "jp",
            "kobe",
            "city",
            "ck",
            "www",
            "github",
            "io",
            "blogspot",
            "mm",
            "us",
            "ak",
            "k12",
            "amazonaws",
            "compute",
            "cn",
            "公司",
            "xn--55qx5d",
            "食狮",
            "xn--85x722f",
            "中国",
            "example",
            "test",
            "a");

    @Provide
    Arbitrary<String> hosts() {
        Arbitrary<String> label = Arbitraries.oneOf(
                Arbitraries.of(KNOWN),
                Arbitraries.strings()
                        .withCharRange('a', 'z')
                        .withChars('-', '0')
                        .ofMinLength(1)
                        .ofMaxLength(6));
        return label.list()
                .ofMinSize(1)
                .ofMaxSize(6)
                .flatMap(labels -> Arbitraries.of("", ".")
                        .flatMap(dot -> Arbitraries.of(false, true).map(upper -> {
                            String host = String.join(".", labels) + dot;
                            return upper ? host.toUpperCase(Locale.ROOT) : host;
                        })));
    }

    @Property
    void theRegistrableDomainIsASuffixOfTheHostAtALabelBoundary(@ForAll("hosts") String host) {
        String lower = host.toLowerCase(Locale.ROOT);
        for (PublicSuffixList list : List.of(LIST, LIST.icannOnly())) {
            Optional<String> registrable = list.registrableDomain(host);
            registrable.ifPresent(domain -> {
                assertTrue(lower.endsWith(domain), domain + " ends " + host);
                assertTrue(
                        domain.length() == lower.length() || lower.charAt(lower.length() - domain.length() - 1) == '.',
                        domain + " starts a label of " + host);
            });
        }
    }

    @Property
    void theRegistrableDomainIsItsOwnRegistrableDomain(@ForAll("hosts") String host) {
        for (PublicSuffixList list : List.of(LIST, LIST.icannOnly())) {
            Optional<String> registrable = list.registrableDomain(host);
            registrable.ifPresent(domain -> assertEquals(registrable, list.registrableDomain(domain), host));
        }
    }

    /**
     * The public suffix is the registrable domain less its first label. (It need not be a public
     * suffix on its own: {@code kobe.jp} is the public suffix of {@code www.city.kobe.jp} through
     * the exception rule {@code !city.kobe.jp}, while the list has no rule {@code kobe.jp}.)
     */
    @Property
    void thePublicSuffixIsTheRegistrableDomainLessOneLabel(@ForAll("hosts") String host) {
        Optional<String> suffix = LIST.publicSuffix(host);
        LIST.registrableDomain(host)
                .ifPresent(domain -> assertEquals(suffix.orElseThrow(), domain.substring(domain.indexOf('.') + 1)));
        assertEquals(suffix.isPresent() && LIST.registrableDomain(host).isEmpty(), LIST.isPublicSuffix(host), host);
    }

    @Property
    void aHostIsTheSameSiteAsItsRegistrableDomain(@ForAll("hosts") String host) {
        LIST.registrableDomain(host).ifPresent(domain -> assertTrue(LIST.sameSite(host, domain), host));
    }

    /**
     * {@code lookup} walks the host once and derives the registrable domain from the public
     * suffix's start: its answers are those of the methods that each walk for one answer, in
     * both views, on hosts in Unicode and ASCII, with and without a trailing dot.
     */
    @Property
    void aLookupAnswersWhatTheSingleMethodsAnswer(@ForAll("hosts") String host) {
        for (PublicSuffixList list : List.of(LIST, LIST.icannOnly())) {
            DomainAnswer answer = list.lookup(host);
            assertEquals(list.publicSuffix(host), answer.publicSuffix(), host);
            assertEquals(list.registrableDomain(host), answer.registrableDomain(), host);
            assertEquals(list.section(host), answer.section(), host);
            assertEquals(answer.registrableDomain().isEmpty(), answer.reason().isPresent(), host);
        }
    }

    /** Nothing a caller can pass makes a lookup throw. */
    @Property
    void anyStringIsAnsweredWithoutAnException(@ForAll String host) {
        LIST.publicSuffix(host);
        LIST.registrableDomain(host);
        LIST.section(host);
        LIST.isPublicSuffix(host);
        LIST.sameSite(host, "example.com");
        LIST.lookup(host);
    }
}
