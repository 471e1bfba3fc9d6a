package org.iri4j.template;

import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.ObjectStreamException;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Violation;

/**
 * A URI template, RFC 6570: parsed once into literals and expressions (§2), then expanded with
 * variables (§3) as often as needed, or matched against a link to find the variables that
 * expand to it. Immutable and safe to share between threads.
 *
 * <pre>{@code
 * UriTemplate search = UriTemplate.parse("http://example.com/search{?q,lang}");
 * Expansion link = search.expand(TemplateVariables.builder().set("q", "chien").set("lang", "fr").build());
 * link.uriText();                                  // http://example.com/search?q=chien&lang=fr
 * search.match("http://example.com/search?q=cat").variables();   // {"q":"cat"}
 * }</pre>
 *
 * <p>Every level of RFC 6570 §1.2 is read: the operators {@code + # . / ; ? &}, several
 * variables per expression, the prefix ({@code :3}) and explode ({@code *}) modifiers. A
 * template may hold any {@code ucschar} (RFC 3987 §2.2) in its literals, so it is an IRI
 * template as much as a URI template (RFC 6570 §1.6). A template that breaks §2's grammar is
 * refused with the rule and the index (no part of it is expanded).
 *
 * @since 0.1.0
 */
public final class UriTemplate implements Serializable {

    private static final long serialVersionUID = 1L;

    /**
     * The longest expansion {@link #expand} writes, in UTF-16 units (16 MiB): far beyond any
     * link, short of what would exhaust a small heap.
     */
    public static final int MAX_EXPANSION = 1 << 24;

    /** The template as given (serialized as the record {@code Serialized}, never as fields). */
    private final String text;
    // The serial form is the text (writeReplace): these fields are never written.
    private final transient List<Segment> segments;
    private final transient int level;
    private final transient List<String> names;
    /** What matching needs, made on the first match (a benign race: each thread makes the same). */
    private transient MatchPlan plan;

    private UriTemplate(String text, List<Segment> segments) {
        this.text = text;
        this.segments = segments;
        int lowest = 1;
        Set<String> seen = new LinkedHashSet<>();
        for (Segment segment : segments) {
            if (segment instanceof Segment.Expression expression) {
                lowest = Math.max(lowest, expression.level());
                expression.vars().forEach(var -> seen.add(var.name()));
            }
        }
        this.level = lowest;
        this.names = List.copyOf(new ArrayList<>(seen));
    }

    /**
     * Parses a template, RFC 6570 §2.
     *
     * @param template the template
     * @return the parsed template
     * @throws org.iri4j.api.InvalidInputException if it breaks RFC 6570 §2's grammar: a
     *     {@link TemplateCode} with the index of the first offending character
     */
    public static UriTemplate parse(CharSequence template) {
        return new UriTemplate(template.toString(), TemplateParser.parse(template));
    }

    /**
     * The template as given.
     *
     * @return the text
     */
    public String text() {
        return text;
    }

    /**
     * The lowest level of RFC 6570 §1.2 that has every feature the template uses: 1 for simple
     * string expansion, 2 for {@code +} and {@code #}, 3 for the other operators and several
     * variables in one expression, 4 for the prefix and explode modifiers.
     *
     * @return 1 to 4
     */
    public int level() {
        return level;
    }

    /**
     * The variables the template names, RFC 6570 §2.3.
     *
     * @return the distinct names, in the order they first appear, unmodifiable
     */
    public List<String> variableNames() {
        return names;
    }

    /**
     * Expands the template, RFC 6570 §3: each expression is replaced by the values of its defined
     * variables, percent-encoded as its operator requires (§3.2.1); undefined variables give
     * nothing (§3.2.1). Time is linear in the length of the expansion.
     *
     * @param variables the values
     * @return the expansion, as an IRI or a URI
     * @throws org.iri4j.api.InvalidInputException with {@link TemplateCode#PREFIX_ON_COMPOSITE}
     *     for a prefix modifier on a list or an associative array (§2.4.1), or
     *     {@link TemplateCode#ILLEGAL_VALUE_CHARACTER} for a value with a lone surrogate, or
     *     {@link TemplateCode#EXPANSION_TOO_LONG} past {@link #MAX_EXPANSION}; the index is the
     *     variable's in the template
     */
    public Expansion expand(TemplateVariables variables) {
        return Expander.expand(text, segments, variables);
    }

    /**
     * Why the template is not reversible, if it is not: RFC 6570 defines no reverse of
     * expansion, and this is the rule {@link #match} follows. A template is <em>reversible</em>
     * when every link it expands to gives back one set of values:
     * <ul>
     *   <li>each expression is delimited: what can follow it (the next literal's first
     *       character, or the first character of an expression that may follow it, or the end)
     *       is a character its expansion never holds, and it does not start with the character
     *       that the next part may start with when it is undefined ({@code {/a}{/b}} is not
     *       reversible: {@code /x} could be either; {@code {/a}{?q}} is);</li>
     *   <li>an expression without names ({@code {x,y}}, {@code {/x,y}}) has one variable, since
     *       which of several is undefined cannot be told (nor, in {@code {x,y}}, where a list
     *       ends); a label ({@code .}) or reserved ({@code + #}) expression has no explode, since
     *       its values may hold its separator;</li>
     *   <li>a named expression ({@code ; ? &}) has one exploded variable at most, since a
     *       pair of an associative array could be either's (a parameter named as one of the
     *       expression's variables is that variable's, never a pair);</li>
     *   <li>a variable with a prefix modifier also appears without one, or the prefix cuts the
     *       value.</li>
     * </ul>
     * {@link #match} still answers on a template that is not reversible when the link leaves no
     * choice (all of {@code {/x,y}}'s variables present, a prefix shorter than its length).
     *
     * @return the first reason, with {@link TemplateCode#AMBIGUOUS} and the index of the
     *     expression in the template; empty when the template is reversible
     */
    public Optional<Violation> ambiguity() {
        return Optional.ofNullable(plan().ambiguity());
    }

    /**
     * Matches a link against the template: the values of the variables that expand to it (the
     * reverse of RFC 6570 §3), read by the rule of {@link #ambiguity()}. The link may be an IRI
     * or a URI: it is compared in its URI form (RFC 3987 §3.1), percent-encodings in either case
     * of hex digit. Values come back in the simplest shape that expands to the link: a string
     * for one value, a list for values joined by commas (or by the separator, exploded), an
     * associative array for exploded {@code name=value} pairs (whose names are none of the
     * expression's variables: a parameter so named is that variable's); a variable whose
     * expansion is empty in a {@code {x}} or {@code {+x}} expression is undefined, unless it has
     * a value elsewhere. Values in a {@code +} or
     * {@code #} expression are strings, with the percent-encodings of reserved and unreserved
     * characters kept (they were copied as they are). Linear in the lengths of the link and
     * the template: where telling two readings apart would mean trying both, the answer is
     * {@link TemplateMatch.Outcome#AMBIGUOUS}.
     *
     * @param link the link
     * @return the variables, or why there are none or several
     */
    public TemplateMatch match(CharSequence link) {
        return TemplateMatcher.match(plan(), link);
    }

    private MatchPlan plan() {
        MatchPlan made = plan;
        if (made == null) {
            made = MatchPlan.of(text, segments, names);
            plan = made;
        }
        return made;
    }

    /**
     * Two templates are equal when their texts are.
     *
     * @param other another object
     * @return whether it is the same template
     */
    @Override
    public boolean equals(Object other) {
        return other instanceof UriTemplate that && text.equals(that.text);
    }

    @Override
    public int hashCode() {
        return text.hashCode();
    }

    /**
     * The template as given.
     *
     * @return {@link #text()}
     */
    @Override
    public String toString() {
        return text;
    }

    /**
     * Serialization: the serial form is the template's text, read again when the stream is read back.
     *
     * @return the serial form
     */
    private Object writeReplace() {
        return new Serialized(text);
    }

    /**
     * Refuses a stream that holds the fields rather than the serial form: a forged one.
     *
     * @param in the stream
     * @throws InvalidObjectException always
     */
    private void readObject(ObjectInputStream in) throws InvalidObjectException {
        throw new InvalidObjectException("a template is read from its serial form, its text");
    }

    /**
     * The serial form: the text, read again when the stream is read back, so that a stream
     * gives only a value the reader gives (a forged one is refused).
     *
     * @param text the text
     */
    private record Serialized(String text) implements Serializable {

        private Object readResolve() throws ObjectStreamException {
            if (text == null) {
                throw new InvalidObjectException("the serial form of a template holds null");
            }
            try {
                return UriTemplate.parse(text);
            } catch (InvalidInputException e) {
                InvalidObjectException invalid = new InvalidObjectException("not a template: " + e.getMessage());
                invalid.initCause(e);
                throw invalid;
            }
        }
    }
}
