package org.iri4j.testkit.bugs;

import java.util.ArrayList;
import java.util.List;
import org.iri4j.api.Component;
import org.iri4j.api.Iri;
import org.iri4j.api.Severity;
import org.iri4j.api.Violation;
import org.iri4j.api.ViolationCode;
import org.iri4j.spi.SchemeContext;
import org.iri4j.testkit.ExamplePlugin;

/**
 * One bug: it reports an upper-case letter in the path, and writes the path of its normal
 * form in upper case, so that a normal form breaks the plugin's own rule.
 */
public final class ShoutingNormalForm extends ExamplePlugin {

    /** Its own code, besides the example's. */
    public enum ShoutCode implements ViolationCode {
        /** An upper-case US-ASCII letter in the path. */
        UPPER_CASE_PATH;

        @Override
        public String namespace() {
            return "x-kit";
        }

        @Override
        public Severity severity() {
            return Severity.WARNING;
        }

        @Override
        public String reference() {
            return "iri4j test kit";
        }
    }

    /** For ServiceLoader. */
    public ShoutingNormalForm() {
    }

    @Override
    public List<? extends ViolationCode> codes() {
        return List.of(ExampleCode.NO_HOST, ShoutCode.UPPER_CASE_PATH);
    }

    @Override
    public Iri normalize(Iri iri, SchemeContext context) {
        StringBuilder path = new StringBuilder(iri.path());
        for (int i = 0; i < path.length(); i++) {
            char c = path.charAt(i);
            path.setCharAt(i, c >= 'a' && c <= 'z' ? (char) (c - 'a' + 'A') : c);
        }
        return path.toString().equals(iri.path()) ? iri : iri.toBuilder().path(path.toString()).build();
    }

    @Override
    public List<Violation> validate(Iri iri, SchemeContext context) {
        List<Violation> found = new ArrayList<>(super.validate(iri, context));
        String path = iri.path();
        for (int i = 0; i < path.length(); i++) {
            if (path.charAt(i) >= 'A' && path.charAt(i) <= 'Z') {
                found.add(Violation.of(ShoutCode.UPPER_CASE_PATH, Component.PATH, 0, 0, "an upper-case path"));
                break;
            }
        }
        return found;
    }
}
