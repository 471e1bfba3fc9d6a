package org.iri4j.template;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The values are serializable by their text, as iri4j's other values are; a forged stream is refused. */
class SerializationTest {

    private static Object roundTrip(Object value) throws IOException, ClassNotFoundException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(value);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            return in.readObject();
        }
    }

    @Test
    void aTemplateComesBackAndStillExpands() throws Exception {
        UriTemplate template = UriTemplate.parse("http://example.com/{word}{?list*}");
        UriTemplate back = (UriTemplate) roundTrip(template);
        TemplateVariables vars = TemplateVariables.builder()
                .set("word", "drücken")
                .set("list", List.of("a", "b"))
                .build();
        assertEquals(template, back);
        assertEquals(template.expand(vars), back.expand(vars));
        assertEquals(
                "http://example.com/dr%C3%BCcken?list=a&list=b",
                back.expand(vars).uriText());
    }

    @Test
    void variablesComeBackInTheirOrder() throws Exception {
        TemplateVariables vars = TemplateVariables.builder()
                .set("keys", TemplateValue.pairs("semi", ";", "dot", "."))
                .set("x", "1024")
                .build();
        TemplateVariables back = (TemplateVariables) roundTrip(vars);
        assertEquals(vars, back);
        assertEquals(vars.toJson(), back.toJson());
    }

    @Test
    void anExpansionComesBackWithBothForms() throws Exception {
        Expansion expansion = UriTemplate.parse("café/{x}")
                .expand(TemplateVariables.builder().set("x", "é").build());
        Expansion back = (Expansion) roundTrip(expansion);
        assertEquals(expansion.iriText(), back.iriText());
        assertEquals("caf%C3%A9/%C3%A9", back.uriText());
    }

    @Test
    void aSerialFormThatHoldsNoTemplateIsRefused() throws Exception {
        // A stream forged to hold a text the parser refuses: the serial record made by reflection.
        java.lang.reflect.Constructor<?> serialized =
                Class.forName(UriTemplate.class.getName() + "$Serialized").getDeclaredConstructor(String.class);
        serialized.setAccessible(true);
        Object forged = serialized.newInstance("{unclosed");
        assertThrows(InvalidObjectException.class, () -> roundTrip(forged));
    }
}
