package org.iri4j.core.mapping;

import java.net.IDN;
import org.iri4j.spi.HostMapper;
import org.iri4j.spi.HostMappingException;

/**
 * The default {@link HostMapper}: {@link IDN java.net.IDN}, which implements IDNA2003
 * (RFC 3490), the version RFC 3987 §3.1 names, with its flags: UseSTD3ASCIIRules set,
 * AllowUnassigned set only when consuming IRIs. Labels are converted one by one; a label
 * of US-ASCII only is left as it is (ToASCII would only check it, and hosts such as
 * {@code my_host} are common on intranets), so that mapping is the identity on ASCII hosts.
 * Any provider with a higher priority, such as {@code iri-idna}'s, replaces it.
 */
public final class JdkHostMapper implements HostMapper {

    /** The one instance; it holds no state. */
    public static final JdkHostMapper INSTANCE = new JdkHostMapper();

    @Override
    public String name() {
        return "java.net.IDN (IDNA2003)";
    }

    @Override
    public int priority() {
        return JDK_PRIORITY;
    }

    @Override
    public String toAscii(String host, Purpose purpose) throws HostMappingException {
        int flags = IDN.USE_STD3_ASCII_RULES | (purpose == Purpose.CONSUMING ? IDN.ALLOW_UNASSIGNED : 0);
        StringBuilder out = new StringBuilder(host.length() + 16);
        int from = 0;
        while (true) {
            int end = HostLabels.labelEnd(host, from, host.length());
            String label = host.substring(from, end);
            if (PercentEncoder.firstNonAscii(label, 0, label.length()) < 0) {
                out.append(label);
            } else {
                try {
                    out.append(IDN.toASCII(label, flags));
                } catch (IllegalArgumentException e) {
                    throw new HostMappingException(label, "IDNA2003", e.getMessage());
                }
            }
            if (end == host.length()) {
                return out.toString();
            }
            out.append('.');
            from = end + 1;
        }
    }

    @Override
    public String toUnicode(String host) {
        return IDN.toUnicode(host, IDN.ALLOW_UNASSIGNED | IDN.USE_STD3_ASCII_RULES);
    }
}
