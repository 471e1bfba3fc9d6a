package org.iri4j.tests.discovery;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import java.util.ServiceLoader;
import java.util.TreeMap;
import org.iri4j.spi.SchemeRules;
import org.iri4j.testkit.ShippedSchemes;
import org.junit.jupiter.api.Test;

/**
 * The kit's list of shipped schemes (ShippedSchemes, with which SchemeRulesContract fails a
 * plugin that claims one of them without saying that it replaces it) is exactly what the
 * iri-scheme-* modules claim: a scheme plugin shipped later, or a scheme added to one, must
 * be added to the list too.
 */
class ShippedSchemesListTest {

    @Test
    void theKitsListIsWhatTheShippedPluginsClaim() {
        Map<String, String> claimed = new TreeMap<>();
        for (SchemeRules plugin : ServiceLoader.load(SchemeRules.class, SchemeRules.class.getClassLoader())) {
            String name = plugin.getClass().getName();
            if (name.startsWith("org.iri4j.scheme.")) {
                plugin.schemes().forEach(scheme -> claimed.put(scheme, name));
            }
        }
        Map<String, String> listed = new TreeMap<>();
        for (String scheme : ShippedSchemes.schemes()) {
            listed.put(scheme, ShippedSchemes.owner(scheme).orElseThrow());
        }
        assertEquals(claimed, listed);
    }
}
