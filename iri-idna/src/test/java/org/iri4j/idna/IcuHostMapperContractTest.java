package org.iri4j.idna;

import java.util.List;
import org.iri4j.spi.HostMapper;
import org.iri4j.testkit.HostMapperContract;
import org.iri4j.testkit.PluginRules;
import org.junit.jupiter.api.Test;

/** The plugin test kit's host mapper contract and rules, run on the ICU mapper. */
class IcuHostMapperContractTest implements HostMapperContract {

    @Override
    public HostMapper mapper() {
        return new IcuHostMapper();
    }

    @Override
    public List<String> hosts() {
        return List.of("\u0440\u0443\u0441.example", "\u2163.example", "\uD840\uDC00--x.com", "xn--ls8h.la");
    }

    /** ICU is the one package a host mapper on ICU may use besides iri-api and the JDK. */
    @Test
    void keepsToThePluginRules() {
        PluginRules.check(IcuHostMapper.class, "com.ibm.icu..");
    }
}
