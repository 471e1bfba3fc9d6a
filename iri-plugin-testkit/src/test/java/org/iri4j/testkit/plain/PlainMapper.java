package org.iri4j.testkit.plain;

import java.util.Locale;
import org.iri4j.spi.HostMapper;
import org.iri4j.spi.HostMappingException;

/**
 * A host mapper that keeps the contract and has no static field: US-ASCII hosts in lower
 * case, every other host rejected. Registered in the kit's test {@code META-INF/services}.
 */
public final class PlainMapper implements HostMapper {

    /** For ServiceLoader. */
    public PlainMapper() {
    }

    @Override
    public String name() {
        return "plain (US-ASCII only)";
    }

    @Override
    public int priority() {
        return -1;
    }

    @Override
    public String toAscii(String host, Purpose purpose) throws HostMappingException {
        for (int i = 0; i < host.length(); i++) {
            if (host.charAt(i) >= 0x80) {
                throw new HostMappingException(host, "NOT_ASCII", "U+" + Integer.toHexString(host.charAt(i))
                        .toUpperCase(Locale.ROOT) + " at index " + i + " is outside US-ASCII");
            }
        }
        return host.toLowerCase(Locale.ROOT);
    }

    @Override
    public String toUnicode(String host) {
        return host;
    }
}
