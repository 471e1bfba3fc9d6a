package org.iri4j.core.internal.layout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.function.Function;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Iri;
import org.iri4j.api.IriBuilder;
import org.iri4j.core.Iris;
import org.iri4j.core.internal.value.IriValue;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A builder made from a parsed IRI does not check again the components it still holds as it
 * took them ({@link ComponentsBuilder#build}): it answers what a builder given the same
 * components afresh answers, the same IRI or the same violations (codes, indexes, messages).
 */
class BuilderTakenComponentsTest {

    /** The same components set one by one on an empty builder, so that each is checked. */
    private static IriBuilder afresh(Iri iri) {
        return ComponentsBuilder.empty(IriValue::new)
                .scheme(iri.scheme().orElse(null))
                .userinfo(iri.userinfo().orElse(null))
                .host(iri.host().orElse(null))
                .port(iri.port().orElse(null))
                .path(iri.path())
                .query(iri.query().orElse(null))
                .fragment(iri.fragment().orElse(null));
    }

    private static String outcome(IriBuilder builder, Function<IriBuilder, IriBuilder> change) {
        try {
            return change.apply(builder).build().toString();
        } catch (InvalidInputException e) {
            return "invalid " + e.violations();
        }
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "http://u:p@[2001:DB8::1]:8080/a%2F?q=1#f | /b",
                "http://h.example                          | /",
                "http://h.example?q                        | ''",
                "http://h.example                          | no-slash",
                "http://h.example                          | /a b",
                "mailto:a@b.example?subject=x              | c@d.example",
                "mailto:a@b.example                        | //c",
                "urn:ietf:rfc:3986                         | IETF:rfc:3986",
                "rel/a?q#f                                 | x:y",
                "//h/a                                     | ''",
                "http://r\u00E9sum\u00E9.example/\u00E9?\u00E9#\u00E9 | /%C3%A9"
            })
    void aNewPathIsCheckedAsAfresh(String iri, String path) {
        Iri parsed = Iris.parse(iri);
        assertEquals(outcome(afresh(parsed), b -> b.path(path)), outcome(parsed.toBuilder(), b -> b.path(path)));
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "http://u@h.example:80/a?q#f | host     | a b",
                "http://u@h.example:80/a?q#f | userinfo | a b",
                "http://u@h.example:80/a?q#f | port     | 8x",
                "http://u@h.example:80/a?q#f | query    | a b",
                "http://u@h.example:80/a?q#f | fragment | a#b",
                "http://u@h.example:80/a?q#f | scheme   | 1http"
            })
    void aChangedComponentIsCheckedAgain(String iri, String component, String value) {
        Function<IriBuilder, IriBuilder> change = b -> switch (component) {
            case "host" -> b.host(value);
            case "userinfo" -> b.userinfo(value);
            case "port" -> b.port(value);
            case "query" -> b.query(value);
            case "fragment" -> b.fragment(value);
            default -> b.scheme(value);
        };
        Iri parsed = Iris.parse(iri);
        assertEquals(outcome(afresh(parsed), change), outcome(parsed.toBuilder(), change));
        assertThrows(
                InvalidInputException.class,
                () -> change.apply(parsed.toBuilder()).build());
    }
}
