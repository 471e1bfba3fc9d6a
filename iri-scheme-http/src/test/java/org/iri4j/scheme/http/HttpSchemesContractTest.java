package org.iri4j.scheme.http;

import java.util.List;
import org.iri4j.spi.SchemeRules;
import org.iri4j.testkit.PluginRules;
import org.iri4j.testkit.SchemeRulesContract;
import org.junit.jupiter.api.Test;

/** The plugin test kit's contract and rules, run on the shipped http, https, ws and wss plugin. */
class HttpSchemesContractTest implements SchemeRulesContract {

    @Override
    public SchemeRules plugin() {
        return new HttpSchemes();
    }

    @Override
    public List<String> samples() {
        return List.of(
                "http://example.com",
                "HTTPS://Example.COM:443/a/../b?q#f",
                "ws://h:80/chat#nope",
                "wss://h:0443",
                "http:///no-host",
                "https://b\u00FCcher.example:8443/%7Euser",
                "http://[::FFFF:C000:201]:080/");
    }

    @Test
    void keepsToThePluginRules() {
        PluginRules.check(HttpSchemes.class);
    }
}
