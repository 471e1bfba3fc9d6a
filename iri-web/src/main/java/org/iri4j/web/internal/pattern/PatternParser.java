package org.iri4j.web.internal.pattern;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.iri4j.api.internal.MessageText;

/**
 * The pattern parser of the URL Pattern Standard (§2.1.5 Parsing): a pattern string, tokenized
 * with the strict policy, to a part list. Fixed text is collected until a group or the end, and
 * each piece goes through the component's encoding callback once; a group is
 * {@code <prefix char><name><regexp><modifier>} or
 * <code>&#123;&lt;prefix&gt;&lt;name&gt;&lt;regexp&gt;&lt;suffix&gt;&#125;&lt;modifier&gt;</code>.
 *
 * <p>Time is linear in the pattern's length (and the callback's time on the pieces): the
 * Standard's duplicate-name search over the part list is a set of the names seen.
 */
public final class PatternParser {

    private static final String SECTION = "§2.1.5 Parsing";

    private final List<Token> tokens;
    private final PatternOptions options;
    private final EncodingCallback callback;
    private final String segmentWildcardRegexp;
    private final List<Part> parts = new ArrayList<>();
    private final Set<String> names = new HashSet<>();
    private final StringBuilder pendingFixedValue = new StringBuilder();
    private int pendingStart;
    private int index;
    private int nextNumericName;

    /** Text gathered from tokens, and the UTF-16 index of where it starts in the pattern string. */
    private record Text(String value, int start) {}

    private PatternParser(List<Token> tokens, PatternOptions options, EncodingCallback callback) {
        this.tokens = tokens;
        this.options = options;
        this.callback = callback;
        this.segmentWildcardRegexp = RegexpStrings.segmentWildcard(options);
    }

    /**
     * "parse a pattern string" (§2.1.5).
     *
     * <pre>
     * "/foo/:bar" (pathname options) → [fixed "/foo", segment wildcard "bar" with prefix "/"]
     * "{/foo}?"   (pathname options) → [fixed "/foo", optional]
     * </pre>
     *
     * @param input the pattern string
     * @param options the component's options
     * @param callback the component's encoding callback, given each piece of fixed text
     * @return the part list
     * @throws PatternException if the pattern is not well formed (the tokenizer's errors,
     *     {@link PatternError#UNEXPECTED_TOKEN}, {@link PatternError#DUPLICATE_GROUP_NAME}), or the
     *     callback refuses a piece of text ({@link PatternError#INVALID_COMPONENT_TEXT}, at the
     *     index where the piece starts)
     */
    public static List<Part> parse(String input, PatternOptions options, EncodingCallback callback) {
        Objects.requireNonNull(options, "options");
        Objects.requireNonNull(callback, "callback");
        PatternParser parser = new PatternParser(Tokenizer.tokenize(input, TokenizePolicy.STRICT), options, callback);
        parser.run();
        return List.copyOf(parser.parts);
    }

    private void run() {
        while (index < tokens.size()) {
            Token charToken = tryConsume(Token.Type.CHAR);
            Token nameToken = tryConsume(Token.Type.NAME);
            Token regexpOrWildcard = tryConsumeRegexpOrWildcard(nameToken);
            if (nameToken != null || regexpOrWildcard != null) {
                Token group = nameToken != null ? nameToken : regexpOrWildcard;
                Text prefix = new Text("", group.index());
                if (charToken != null) {
                    prefix = new Text(charToken.value(), charToken.index());
                }
                if (!prefix.value().isEmpty() && !prefix.value().equals(options.prefixCodePoint())) {
                    appendPending(prefix);
                    prefix = new Text("", group.index());
                }
                maybeAddPartFromPendingFixedValue();
                Token modifier = tryConsumeModifier();
                addPart(
                        prefix,
                        nameToken,
                        regexpOrWildcard,
                        new Text("", tokens.get(index).index()),
                        modifier);
                continue;
            }
            Token fixed = charToken != null ? charToken : tryConsume(Token.Type.ESCAPED_CHAR);
            if (fixed != null) {
                appendPending(new Text(fixed.value(), fixed.index()));
                continue;
            }
            Token open = tryConsume(Token.Type.OPEN);
            if (open != null) {
                group(open);
                continue;
            }
            maybeAddPartFromPendingFixedValue();
            consumeRequired(Token.Type.END, "fixed text, a group or the end of the pattern");
        }
    }

    /** The steps after an open token: <code>&#123;&lt;prefix&gt;&lt;name&gt;&lt;regexp&gt;&lt;suffix&gt;&#125;&lt;modifier&gt;</code>. */
    private void group(Token open) {
        Text prefix = consumeText();
        Token nameToken = tryConsume(Token.Type.NAME);
        Token regexpOrWildcard = tryConsumeRegexpOrWildcard(nameToken);
        Text suffix = consumeText();
        consumeRequired(Token.Type.CLOSE, "\"}\" to close the group opened at index " + open.index());
        Token modifier = tryConsumeModifier();
        addPart(prefix, nameToken, regexpOrWildcard, suffix, modifier);
    }

    private Token tryConsume(Token.Type type) {
        Token next = tokens.get(index);
        if (next.type() != type) {
            return null;
        }
        index++;
        return next;
    }

    private Token tryConsumeModifier() {
        Token token = tryConsume(Token.Type.OTHER_MODIFIER);
        return token != null ? token : tryConsume(Token.Type.ASTERISK);
    }

    private Token tryConsumeRegexpOrWildcard(Token nameToken) {
        Token token = tryConsume(Token.Type.REGEXP);
        if (nameToken == null && token == null) {
            token = tryConsume(Token.Type.ASTERISK);
        }
        return token;
    }

    /** "consume a required token". */
    private void consumeRequired(Token.Type type, String expected) {
        if (tryConsume(type) == null) {
            Token found = tokens.get(index);
            String note = found.type() == Token.Type.OPEN ? "; groups do not nest" : "";
            throw new PatternException(
                    PatternError.UNEXPECTED_TOKEN,
                    found.index(),
                    describe(found),
                    "expected " + expected + note,
                    SECTION);
        }
    }

    /** "consume text": the values of the char and escaped-char tokens that follow. */
    private Text consumeText() {
        int start = tokens.get(index).index();
        StringBuilder result = new StringBuilder();
        while (true) {
            Token token = tryConsume(Token.Type.CHAR);
            if (token == null) {
                token = tryConsume(Token.Type.ESCAPED_CHAR);
            }
            if (token == null) {
                return new Text(result.toString(), start);
            }
            result.append(token.value());
        }
    }

    private void appendPending(Text text) {
        if (pendingFixedValue.length() == 0) {
            pendingStart = text.start();
        }
        pendingFixedValue.append(text.value());
    }

    /** "maybe add a part from the pending fixed value". */
    private void maybeAddPartFromPendingFixedValue() {
        if (pendingFixedValue.length() == 0) {
            return;
        }
        String encoded = encode(new Text(pendingFixedValue.toString(), pendingStart));
        pendingFixedValue.setLength(0);
        parts.add(new Part(Part.PartType.FIXED_TEXT, encoded, Part.Modifier.NONE, "", "", ""));
    }

    /** "add a part". */
    private void addPart(Text prefix, Token nameToken, Token regexpOrWildcard, Text suffix, Token modifierToken) {
        Part.Modifier modifier = modifier(modifierToken);
        if (nameToken == null && regexpOrWildcard == null && modifier == Part.Modifier.NONE) {
            // "{foo}": joins the text around it.
            appendPending(prefix);
            return;
        }
        maybeAddPartFromPendingFixedValue();
        if (nameToken == null && regexpOrWildcard == null) {
            // "{foo}?": fixed text with a modifier, a part of its own.
            if (!prefix.value().isEmpty()) {
                parts.add(new Part(Part.PartType.FIXED_TEXT, encode(prefix), modifier, "", "", ""));
            }
            return;
        }
        String regexpValue;
        if (regexpOrWildcard == null) {
            regexpValue = segmentWildcardRegexp;
        } else if (regexpOrWildcard.type() == Token.Type.ASTERISK) {
            regexpValue = RegexpStrings.FULL_WILDCARD;
        } else {
            regexpValue = regexpOrWildcard.value();
        }
        Part.PartType type = Part.PartType.REGEXP;
        if (regexpValue.equals(segmentWildcardRegexp)) {
            type = Part.PartType.SEGMENT_WILDCARD;
            regexpValue = "";
        } else if (regexpValue.equals(RegexpStrings.FULL_WILDCARD)) {
            type = Part.PartType.FULL_WILDCARD;
            regexpValue = "";
        }
        String name = nameToken != null ? nameToken.value() : Integer.toString(nextNumericName++);
        if (!names.add(name)) {
            Token at = nameToken != null ? nameToken : regexpOrWildcard;
            throw new PatternException(
                    PatternError.DUPLICATE_GROUP_NAME,
                    at.index(),
                    "the group name " + MessageText.quote(name, 0, name.length()),
                    "a pattern string may use a name once only",
                    SECTION);
        }
        String encodedPrefix = encode(prefix);
        String encodedSuffix = encode(suffix);
        parts.add(new Part(type, regexpValue, modifier, name, encodedPrefix, encodedSuffix));
    }

    private static Part.Modifier modifier(Token token) {
        if (token == null) {
            return Part.Modifier.NONE;
        }
        return switch (token.value()) {
            case "?" -> Part.Modifier.OPTIONAL;
            case "*" -> Part.Modifier.ZERO_OR_MORE;
            case "+" -> Part.Modifier.ONE_OR_MORE;
            default -> Part.Modifier.NONE;
        };
    }

    /** The encoding callback on a piece of text; its refusal becomes a PatternException there. */
    private String encode(Text text) {
        try {
            return callback.encode(text.value());
        } catch (IllegalArgumentException e) {
            String reason = e.getMessage() == null ? "no reason given" : e.getMessage();
            throw new PatternException(
                    PatternError.INVALID_COMPONENT_TEXT,
                    text.start(),
                    "the text "
                            + MessageText.quote(text.value(), 0, text.value().length()),
                    "not valid in this component: " + reason,
                    SECTION,
                    e);
        }
    }

    private static String describe(Token token) {
        String value = MessageText.quote(token.value(), 0, token.value().length());
        return switch (token.type()) {
            case OPEN -> "\"{\"";
            case CLOSE -> "\"}\"";
            case REGEXP ->
                "the regexp group "
                        + MessageText.quote(
                                "(" + token.value() + ")", 0, token.value().length() + 2);
            case NAME -> "the group name " + value;
            case OTHER_MODIFIER, ASTERISK -> "the modifier " + value;
            case END -> "the end of the pattern";
            default -> value;
        };
    }
}
