package org.iri4j.testkit;

import java.util.List;
import org.iri4j.spi.SchemeRules;

/** The contract passes for a plugin that keeps it. */
class ExamplePluginContractTest implements SchemeRulesContract {

    @Override
    public SchemeRules plugin() {
        return new ExamplePlugin();
    }

    @Override
    public List<String> samples() {
        return List.of("x-kit://h/ABC", "x-kit:no-host", "X-KIT://B\u00FCcher.example:007/A#Frag");
    }
}
