package org.iri4j.scheme.mailto;

import java.util.List;
import org.iri4j.spi.SchemeRules;
import org.iri4j.testkit.PluginRules;
import org.iri4j.testkit.SchemeRulesContract;
import org.junit.jupiter.api.Test;

/** The plugin test kit's contract and rules, run on the shipped mailto plugin (with RFC 6068 §6 examples). */
class MailtoSchemeContractTest implements SchemeRulesContract {

    @Override
    public SchemeRules plugin() {
        return new MailtoScheme();
    }

    @Override
    public List<String> samples() {
        return List.of(
                "mailto:chris@example.com",
                "mailto:infobot@example.com?subject=current-issue",
                "mailto:joe@example.com?cc=bob@example.com&body=hello",
                "mailto:gorby%25kremvax@example.com",
                "mailto:Joe@EXAMPLE.org?Subject=Hi&To=X@B%C3%BCcher.example",
                "mailto:not-an-address",
                "mailto:?to=a@b.example,c@D.example",
                "mailto:%22not%40me%22@example.org",
                "mailto:a@%5B192.0.2.1%5D");
    }

    @Test
    void keepsToThePluginRules() {
        PluginRules.check(MailtoScheme.class);
    }
}
