package org.iri4j.testkit;

import java.util.List;
import org.iri4j.spi.SchemeRules;
import org.iri4j.testkit.fixture.plain.PlainPlugin;

/** The whole contract passes for a correct plugin without a single static field. */
class PlainPluginContractTest implements SchemeRulesContract {

    @Override
    public SchemeRules plugin() {
        return new PlainPlugin();
    }

    @Override
    public List<String> samples() {
        return List.of("x-plain:Name", "X-PLAIN:NAME", "x-plain:", "x-plain:a%42c?q#F", "x-plain:\u00E9t\u00E9");
    }
}
