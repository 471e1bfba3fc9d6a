package org.iri4j.scheme.urn;

import java.util.List;
import org.iri4j.spi.SchemeRules;
import org.iri4j.testkit.PluginRules;
import org.iri4j.testkit.SchemeRulesContract;
import org.junit.jupiter.api.Test;

/** The plugin test kit's contract and rules, run on the shipped urn plugin (with RFC 8141 §3.2's examples). */
class UrnSchemeContractTest implements SchemeRulesContract {

    @Override
    public SchemeRules plugin() {
        return new UrnScheme();
    }

    @Override
    public List<String> samples() {
        return List.of(
                "urn:example:a123,z456",
                "URN:EXAMPLE:a123,z456",
                "urn:example:a123,z456?+abc",
                "urn:example:a123,z456?=xyz",
                "urn:example:a123,z456#789",
                "urn:example:a123%2cz456",
                "urn:uuid:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6",
                "urn:x:y",
                "urn:uuid:bad",
                "urn://host/x",
                "urn:example:%D0%B0123,z456",
                "urn:example:\u00E9t\u00E9?=\u00E9");
    }

    @Test
    void keepsToThePluginRules() {
        PluginRules.check(UrnScheme.class);
    }
}
