package org.iri4j.cli;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.iri4j.api.InvalidInputException;
import org.iri4j.template.TemplateVariables;
import picocli.CommandLine.Option;

/**
 * {@code --var NAME=VALUE} and {@code --vars JSON}: the variables of one expansion of a URI
 * template (RFC 6570 §2.3: strings, lists and associative arrays). A {@code --var} gives a string;
 * {@code --vars} gives an object of any of the three ({@link TemplateVariables#fromJson}). A name
 * is given once: twice, by two {@code --var} or by a {@code --var} and {@code --vars}, is a usage
 * mistake rather than a silent choice of one of the two values.
 */
final class TemplateVariableOptions {

    @Option(
            names = "--var",
            paramLabel = "NAME=VALUE",
            description = "A variable whose value is a string: the text after the first '=' (q=a=b gives a=b; q= "
                    + "gives the empty string, which is defined). Repeat it for more variables; a name given "
                    + "twice, or also in --vars, is a usage mistake.")
    private List<String> pairs;

    @Option(
            names = "--vars",
            paramLabel = "JSON",
            description = "The variables as one JSON object: a string, number, true or false is a string (a number "
                    + "as written), an array of them a list, an object of them an associative array (in its "
                    + "order), null an undefined variable, e.g. '{\"list\":[\"red\",\"green\"],"
                    + "\"keys\":{\"semi\":\";\",\"dot\":\".\"}}'. JSON that is not such an object is bad input "
                    + "(template.BAD_JSON, template.UNSUPPORTED_VALUE, with its index in JSON).")
    private String json;

    /** @return whether {@code --var} or {@code --vars} was given */
    boolean given() {
        return pairs != null && !pairs.isEmpty() || json != null;
    }

    /**
     * The variables the options give.
     *
     * @param command the command the options were given to, whose usage mistake a bad one is
     * @return the variables of {@code --vars}, in their order, then those of {@code --var}
     * @throws picocli.CommandLine.ParameterException for a {@code --var} without {@code =} or
     *     name, or a name given twice
     * @throws InvalidInputException for {@code --vars} that is not a JSON object of variables,
     *     its message starting {@code --vars: } (its index is into the JSON text)
     */
    TemplateVariables variables(InputCommand command) {
        Map<String, String> strings = strings(command);
        TemplateVariables fromJson;
        try {
            fromJson = json == null ? TemplateVariables.empty() : TemplateVariables.fromJson(json);
        } catch (InvalidInputException e) {
            throw Inputs.named("--vars", e);
        }
        TemplateVariables.Builder builder = TemplateVariables.builder();
        for (String name : fromJson.names()) {
            builder.set(name, fromJson.get(name).orElseThrow());
        }
        for (Map.Entry<String, String> pair : strings.entrySet()) {
            if (fromJson.names().contains(pair.getKey())) {
                throw command.usage(
                        "the variable '" + pair.getKey() + "' is given by --var and by --vars; give it " + "once");
            }
            builder.set(pair.getKey(), pair.getValue());
        }
        return builder.build();
    }

    /** The strings of {@code --var}, in order. */
    private Map<String, String> strings(InputCommand command) {
        Map<String, String> strings = new LinkedHashMap<>();
        for (String pair : pairs == null ? List.<String>of() : pairs) {
            int equals = pair.indexOf('=');
            if (equals <= 0) {
                throw command.usage("--var expects NAME=VALUE, not '" + pair + "'");
            }
            String name = pair.substring(0, equals);
            if (strings.putIfAbsent(name, pair.substring(equals + 1)) != null) {
                throw command.usage("--var " + name + " is given twice; a list is given with --vars, e.g. '{\"" + name
                        + "\":[\"a\",\"b\"]}'");
            }
        }
        return strings;
    }
}
