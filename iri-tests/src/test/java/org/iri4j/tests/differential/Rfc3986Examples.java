package org.iri4j.tests.differential;

import java.util.LinkedHashMap;
import java.util.Map;

/** The reference resolution examples of RFC 3986 §5.4, with the targets the RFC gives. */
final class Rfc3986Examples {

    /** The base URI of §5.4. */
    static final String BASE = "http://a/b/c/d;p?q";

    private Rfc3986Examples() {
    }

    /**
     * §5.4.1 Normal Examples and §5.4.2 Abnormal Examples (strict parser for {@code http:g}).
     *
     * @return reference → target, in the RFC's order
     */
    static Map<String, String> targets() {
        Map<String, String> t = new LinkedHashMap<>();
        // §5.4.1
        t.put("g:h", "g:h");
        t.put("g", "http://a/b/c/g");
        t.put("./g", "http://a/b/c/g");
        t.put("g/", "http://a/b/c/g/");
        t.put("/g", "http://a/g");
        t.put("//g", "http://g");
        t.put("?y", "http://a/b/c/d;p?y");
        t.put("g?y", "http://a/b/c/g?y");
        t.put("#s", "http://a/b/c/d;p?q#s");
        t.put("g#s", "http://a/b/c/g#s");
        t.put("g?y#s", "http://a/b/c/g?y#s");
        t.put(";x", "http://a/b/c/;x");
        t.put("g;x", "http://a/b/c/g;x");
        t.put("g;x?y#s", "http://a/b/c/g;x?y#s");
        t.put("", "http://a/b/c/d;p?q");
        t.put(".", "http://a/b/c/");
        t.put("./", "http://a/b/c/");
        t.put("..", "http://a/b/");
        t.put("../", "http://a/b/");
        t.put("../g", "http://a/b/g");
        t.put("../..", "http://a/");
        t.put("../../", "http://a/");
        t.put("../../g", "http://a/g");
        // §5.4.2
        t.put("../../../g", "http://a/g");
        t.put("../../../../g", "http://a/g");
        t.put("/./g", "http://a/g");
        t.put("/../g", "http://a/g");
        t.put("g.", "http://a/b/c/g.");
        t.put(".g", "http://a/b/c/.g");
        t.put("g..", "http://a/b/c/g..");
        t.put("..g", "http://a/b/c/..g");
        t.put("./../g", "http://a/b/g");
        t.put("./g/.", "http://a/b/c/g/");
        t.put("g/./h", "http://a/b/c/g/h");
        t.put("g/../h", "http://a/b/c/h");
        t.put("g;x=1/./y", "http://a/b/c/g;x=1/y");
        t.put("g;x=1/../y", "http://a/b/c/y");
        t.put("g?y/./x", "http://a/b/c/g?y/./x");
        t.put("g?y/../x", "http://a/b/c/g?y/../x");
        t.put("g#s/./x", "http://a/b/c/g#s/./x");
        t.put("g#s/../x", "http://a/b/c/g#s/../x");
        t.put("http:g", "http:g");
        return t;
    }
}
