package org.iri4j.web.wpt;

import java.util.List;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;

/**
 * Domain to ASCII (URL Standard §3.3, UTS #46 through {@code iri-idna}'s mapper), as
 * web-platform-tests checks it with {@code toascii.json}: the host of {@code https://<input>/x},
 * or a failure; and the {@code host} and {@code hostname} setters, which leave the URL as it was
 * on failure. WPT's {@code IdnaTestV2.json} runs in {@link WptIdnaTestV2Test}, beside its
 * Unicode 18.0.0 edition.
 */
@Tag("conformance") // with iri-idna on the class path: see the pom
class WptToAsciiTest {

    @TestFactory
    List<DynamicTest> toascii() {
        return WptHostCases.of("toascii.json", 87);
    }
}
