package org.iri4j.cli;

import java.util.ArrayList;
import java.util.List;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Iri;
import org.iri4j.api.Violation;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;

/**
 * Parses the inputs of two-input commands, naming which input is bad in the message
 * ({@code base: invalid character ...}).
 */
final class Inputs {

    private Inputs() {}

    /**
     * Parses an {@code IRI-reference}.
     *
     * @param env   the environment
     * @param role  what the input is, e.g. {@code "base"}
     * @param input the string
     * @return the parsed reference
     * @throws InvalidInputException with the role before each message
     */
    static Iri parse(IriEnvironment env, String role, String input) {
        try {
            return Iris.parse(input);
        } catch (InvalidInputException e) {
            throw named(role, e);
        }
    }

    /**
     * The same failure with each message prefixed by the input's role.
     *
     * @param role the input's name in messages, e.g. {@code "base"}
     * @param e the failure
     * @return e.g. {@code base: '%' at index 3 ...}
     */
    static InvalidInputException named(String role, InvalidInputException e) {
        List<Violation> named = new ArrayList<>();
        for (Violation v : e.violations()) {
            named.add(Violation.of(v.code(), v.component(), v.start(), v.end(), () -> role + ": " + v.message())
                    .withSeverity(v.severity()));
        }
        return new InvalidInputException(e.input(), named);
    }
}
