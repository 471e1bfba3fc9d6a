package org.iri4j.scheme.data;

import java.util.List;
import org.iri4j.spi.SchemeRules;
import org.iri4j.testkit.PluginRules;
import org.iri4j.testkit.SchemeRulesContract;
import org.junit.jupiter.api.Test;

/** The plugin test kit's contract and rules, run on the shipped data plugin (with RFC 2397 §4's examples). */
class DataSchemeContractTest implements SchemeRulesContract {

    @Override
    public SchemeRules plugin() {
        return new DataScheme();
    }

    @Override
    public List<String> samples() {
        return List.of(
                "data:,A%20brief%20note",
                "data:image/gif;base64,R0lGODdhMAAwAPAAAAAAAP///ywAAAAA",
                "data:text/plain;charset=iso-8859-7,%be%fe%be",
                "data:application/vnd-xxx-query,select_vcount,fcol_from_fieldtable/local",
                "DATA:TEXT/PLAIN;CHARSET=US-ASCII,x",
                "data:;Charset=%22US-ASCII%22,x",
                "data:text/plain,a/../b",
                "data:Image/SVG%2bXML,%3Csvg/%3E#Icon",
                "data:;BASE64,QQ",
                "data:text/plain;base64;a=b,x",
                "data:text/plain;a=%22b,x",
                "data:text,x",
                "data:text/plain",
                "data:,a?B#C",
                "data:TEXT/plain?a,b",
                "data:text/plain;charset=us-ascii;charset=UTF-8,x",
                "data:;a=%22A%5C%22%22,x",
                "data:Text/HTML;A=%22x?Y%22,z?q");
    }

    @Test
    void keepsToThePluginRules() {
        PluginRules.check(DataScheme.class);
    }
}
