package org.iri4j.cli;

import java.util.List;
import org.iri4j.api.InvalidInputException;
import org.iri4j.template.Expansion;
import org.iri4j.template.TemplateMatch;
import org.iri4j.template.TemplateValue;
import org.iri4j.template.TemplateVariables;
import org.iri4j.template.UriTemplate;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code iri template [--var NAME=VALUE]... [--vars JSON] [--uri] TEMPLATE} and
 * {@code iri template --match LINK TEMPLATE}: a URI template (RFC 6570) expanded with variables
 * (§3), in its IRI form or its URI form (§3.2.1, RFC 3987 §3.1), or matched against a link to
 * give back the variables that expand to it.
 *
 * <p>TEMPLATE is given with {@code --batch} too, and parsed once; the lines are what varies: a
 * JSON object of variables per line, or with {@code --match} a link per line. A bad TEMPLATE
 * fails each input with its error (its index into the template), as a bad {@code url --base}
 * does. A link that no values expand to ({@code template.NO_MATCH}), or more than one set of
 * values does ({@code template.AMBIGUOUS}), is an input without an answer: an error with the
 * index into the link where the match failed and why.
 */
@Command(
        name = "template",
        mixinStandardHelpOptions = true,
        description = {
            "Expand a URI template (RFC 6570, every level) with variables, and print the expansion with "
                    + "non-ASCII characters as they are (an IRI; --uri: percent-encoded, the URI form of RFC 6570 "
                    + "§3.2.1). With --match LINK, print instead the variables that expand to LINK, as one JSON "
                    + "object; a LINK no values expand to is bad input (template.NO_MATCH), as is one that more "
                    + "than one set of values expands to (template.AMBIGUOUS), with the index into LINK and why.",
            "TEMPLATE is given with --batch too: each line is then a JSON object of variables (as --vars takes "
                    + "it), or with --match a link. A bad TEMPLATE is bad input (template.UNCLOSED_EXPRESSION, "
                    + "...) with its index into the template: every line of a batch gets that error.",
            "JSON (--format json): {\"input\" (TEMPLATE; with --match, LINK; in a batch, the line), \"template\", "
                    + "\"variables\": {...}, \"iri\", \"uri\"}; with --match {\"input\", \"template\", "
                    + "\"variables\": {...}}."
        })
final class TemplateCommand extends InputCommand {

    @Parameters(
            index = "0",
            arity = "0..1",
            paramLabel = "TEMPLATE",
            hideParamSyntax = true,
            description = "The URI template, e.g. 'http://example.com/search{?q,lang}' (given with --batch too).")
    private String text;

    @Mixin
    private TemplateVariableOptions variableOptions;

    @Option(
            names = "--uri",
            description = "Print the URI form of the expansion: every non-ASCII character UTF-8 percent-encoded "
                    + "(RFC 6570 §3.2.1, RFC 3987 §3.1), as RFC 6570's own examples show it.")
    private boolean uriForm;

    /**
     * What {@code --match} gets when it is given without a LINK: a NUL, which no argument holds
     * (the arguments of a process are C strings), so that the empty link is a LINK like any other.
     * Not picocli's {@code Option.NULL_VALUE}, which its help cannot show.
     */
    private static final String NO_LINK = "\0";

    /** Whether {@code --match} was given, with or without a LINK. */
    private boolean matching;

    /** The LINK of {@code --match}; null with {@code --batch}, where each line is one. */
    private String link;

    /** TEMPLATE parsed, before the first input; null when it is bad. */
    private UriTemplate template;

    /** Why TEMPLATE is bad, named {@code template: }; null when it is good. */
    private InvalidInputException templateFailure;

    /** The variables of {@code --var} and {@code --vars} for a single expansion. */
    private TemplateVariables given;

    /** Why {@code --vars} is bad; null when it is good or not given. */
    private InvalidInputException givenFailure;

    @Option(
            names = "--match",
            arity = "0..1",
            paramLabel = "LINK",
            fallbackValue = NO_LINK,
            description = "Print the variables that expand to LINK instead, as one JSON object (a list as an "
                    + "array, an associative array as an object; each value in its simplest shape: a list of "
                    + "one is a string). With --batch, give no LINK: each line is one.")
    private void matchOption(String value) {
        matching = true;
        link = NO_LINK.equals(value) ? null : value;
    }

    @Override
    int inputCount() {
        return 1;
    }

    /** The input a single run answers: TEMPLATE, or with {@code --match} LINK; none in a batch. */
    @Override
    List<String> arguments() {
        String input = matching ? link : text;
        return input == null || isBatch() ? List.of() : List.of(input);
    }

    @Override
    void checkOptions() {
        if (text == null) {
            throw usage("missing TEMPLATE (the URI template, given with --batch too)");
        }
        if (!matching) {
            if (isBatch() && variableOptions.given()) {
                throw usage("--var and --vars apply to a single expansion; with --batch each line is a JSON object "
                        + "of variables");
            }
            return;
        }
        if (uriForm) {
            throw usage("--uri applies to an expansion, not to --match");
        }
        if (variableOptions.given()) {
            throw usage("--var and --vars apply to an expansion, not to --match, which finds the variables");
        }
        if (isBatch() && link != null) {
            throw usage("--match takes no LINK with --batch: each line is a link");
        }
        if (!isBatch() && link == null) {
            throw usage("--match needs a LINK (or give --batch and one link per line on standard input)");
        }
    }

    @Override
    void prepare() {
        try {
            template = UriTemplate.parse(text);
        } catch (InvalidInputException e) {
            templateFailure = Inputs.named("template", e);
        }
        if (!matching && !isBatch()) {
            try {
                given = variableOptions.variables(this); // a name given twice: a usage mistake, before any answer
            } catch (InvalidInputException e) {
                givenFailure = e;
            }
        }
    }

    @Override
    Answer answer(String[] in) {
        if (templateFailure != null) {
            throw templateFailure;
        }
        if (matching) {
            return match(in[0]);
        }
        if (givenFailure != null) {
            throw givenFailure;
        }
        // a line's index is into the line itself: no name before its message
        return expand(isBatch() ? TemplateVariables.fromJson(in[0]) : given);
    }

    /** The expansion of TEMPLATE (RFC 6570 §3.2), in both forms. */
    private Answer expand(TemplateVariables variables) {
        Expansion expansion;
        try {
            expansion = template.expand(variables);
        } catch (InvalidInputException e) {
            throw Inputs.named("template", e); // its index is into the template
        }
        String iri = expansion.iriText();
        String uri = expansion.uriText();
        JsonObject json = new JsonObject()
                .string("template", text)
                .object("variables", json(variables))
                .string("iri", iri)
                .string("uri", uri);
        return Answer.of(uriForm ? uri : iri, json);
    }

    /** The variables that expand TEMPLATE to a link, or the reason there are none or more than one. */
    private Answer match(String target) {
        TemplateMatch found = template.match(target);
        if (!found.matched()) {
            throw new InvalidInputException(target, List.of(found.reason().orElseThrow()));
        }
        JsonObject variables = json(found.variables());
        return Answer.of(
                variables.toString(), new JsonObject().string("template", text).object("variables", variables));
    }

    /**
     * Variables as one JSON object (RFC 8259 §4), in their order: a string as a string, a list
     * as an array, an associative array as an object (RFC 6570 §2.3's three kinds of value).
     */
    static JsonObject json(TemplateVariables variables) {
        JsonObject out = new JsonObject();
        for (String name : variables.names()) {
            TemplateValue value = variables.get(name).orElseThrow();
            switch (value.kind()) {
                case STRING -> out.string(name, value.string());
                case LIST -> out.strings(name, value.list());
                case ASSOC -> {
                    JsonObject members = new JsonObject();
                    value.assoc().forEach(members::string);
                    out.object(name, members);
                }
            }
        }
        return out;
    }
}
