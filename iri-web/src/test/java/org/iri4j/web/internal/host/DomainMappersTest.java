package org.iri4j.web.internal.host;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.iri4j.spi.UrlDomainMapper;
import org.junit.jupiter.api.Test;

/**
 * The tie rule of the domain mappers, as of the core's plugins: at equal priority the class
 * name that sorts first wins, so the order in which ServiceLoader meets them never decides.
 */
class DomainMappersTest {

    abstract static class Base implements UrlDomainMapper {
        @Override
        public String toAscii(String domain) {
            return domain;
        }

        @Override
        public String toAsciiStrict(String domain) {
            return domain;
        }

        @Override
        public String toUnicode(String domain) {
            return domain;
        }
    }

    static final class AlphaMapper extends Base {}

    static final class BetaMapper extends Base {}

    @Test
    void atEqualPriorityTheClassNameDecidesWhicheverComesFirst() {
        UrlDomainMapper alpha = new AlphaMapper();
        UrlDomainMapper beta = new BetaMapper();
        assertTrue(DomainMappers.before(alpha, beta));
        assertFalse(DomainMappers.before(beta, alpha));
        assertFalse(DomainMappers.before(alpha, alpha));
    }
}
