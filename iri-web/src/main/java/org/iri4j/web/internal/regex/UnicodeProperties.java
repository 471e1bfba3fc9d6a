package org.iri4j.web.internal.regex;

import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.IntPredicate;

/**
 * The code points of a Unicode property escape {@code \p{…}} (ECMA-262 §22.2.2.9
 * CharacterClassEscape, UnicodeMatchProperty, UnicodeMatchPropertyValue), computed from the
 * JDK's Unicode data, once per property, and cached.
 *
 * <p>Supported: General_Category ({@code gc=}, {@code General_Category=} or a lone value, short
 * or long names and groups such as {@code L}, {@code LC}, {@code Letter}); Script ({@code sc=},
 * {@code Script=}, long or short names); and the binary properties the JDK gives exactly: Any,
 * ASCII, Assigned, Alphabetic, ASCII_Hex_Digit, Hex_Digit, Lowercase, Uppercase, Cased,
 * Ideographic, White_Space, Noncharacter_Code_Point, Bidi_Mirrored, Join_Control,
 * Regional_Indicator, Pattern_White_Space, ID_Start. Every other name ECMAScript accepts
 * (Script_Extensions, Emoji, ID_Continue, the properties of strings, …) is refused with
 * {@link RegexError#UNSUPPORTED_PROPERTY}; a name it does not accept is
 * {@link RegexError#UNKNOWN_PROPERTY}.
 *
 * <p>The data is the JDK's: Java 17 implements Unicode 13.0, while ECMA-262 refers to the latest
 * Unicode version, so code points assigned since (and scripts added since) are missing here.
 */
final class UnicodeProperties {

    private static final Map<String, CharClass> CACHE = new ConcurrentHashMap<>();

    private UnicodeProperties() {}

    /**
     * The code points of {@code \p{name=value}}, or of {@code \p{name}} when {@code value} is
     * null.
     *
     * @param name the property name, or the lone name or value
     * @param value the value, or null
     * @param index the index of the escape in the regexp source, for errors
     * @return the property's code points, not case-folded
     * @throws RegexException UNKNOWN_PROPERTY or UNSUPPORTED_PROPERTY
     */
    static CharClass resolve(String name, String value, int index) {
        String shown = value == null ? name : name + "=" + value;
        if (value == null) {
            return lone(name, shown, index);
        }
        if (PropertyAliases.GENERAL_CATEGORY.contains(name)) {
            return category(value, shown, index);
        }
        if (PropertyAliases.SCRIPT.contains(name) || PropertyAliases.SCRIPT_EXTENSIONS.contains(name)) {
            Character.UnicodeScript script = script(value);
            boolean later = PropertyAliases.SCRIPTS_AFTER_JDK.contains(value);
            if (script == null && !later) {
                throw unknown(shown, index);
            }
            if (PropertyAliases.SCRIPT_EXTENSIONS.contains(name)) {
                throw unsupported(shown, index, "Script_Extensions is not in the JDK's Unicode data");
            }
            if (script == null) {
                throw unsupported(shown, index, "the script is newer than the JDK's Unicode data");
            }
            return CACHE.computeIfAbsent(
                    "sc=" + script.name(),
                    k -> CharClassBuilder.matching(c -> Character.UnicodeScript.of(c) == script));
        }
        throw unknown(shown, index);
    }

    /** Whether {@code name} is a binary property of strings (ECMA-262 table 67): never in a complement. */
    static boolean isPropertyOfStrings(String name) {
        return PropertyAliases.PROPERTIES_OF_STRINGS.contains(name);
    }

    private static CharClass lone(String name, String shown, int index) {
        if (PropertyAliases.categoryMask(name) != 0) {
            return category(name, shown, index);
        }
        if (isPropertyOfStrings(name)) {
            throw unsupported(shown, index, "properties of strings are not supported");
        }
        String canonical = PropertyAliases.binaryProperty(name);
        if (canonical == null) {
            throw unknown(shown, index);
        }
        IntPredicate test = binary(canonical);
        if (test == null) {
            throw unsupported(shown, index, "the JDK's Unicode data does not give " + canonical + " exactly");
        }
        return CACHE.computeIfAbsent(canonical, k -> CharClassBuilder.matching(test));
    }

    private static CharClass category(String value, String shown, int index) {
        int mask = PropertyAliases.categoryMask(value);
        if (mask == 0) {
            throw unknown(shown, index);
        }
        return CACHE.computeIfAbsent(
                "gc=" + mask, k -> CharClassBuilder.matching(c -> (mask & (1 << Character.getType(c))) != 0));
    }

    /** The binary properties the JDK gives exactly (PropList.txt, DerivedCoreProperties.txt), or null. */
    private static IntPredicate binary(String canonical) {
        return switch (canonical) {
            case "Any" -> c -> true;
            case "ASCII" -> c -> c <= 0x7F;
            case "Assigned" -> c -> Character.getType(c) != Character.UNASSIGNED;
            case "Alphabetic" -> Character::isAlphabetic;
            case "Lowercase" -> Character::isLowerCase;
            case "Uppercase" -> Character::isUpperCase;
            // DerivedCoreProperties: Cased = Lowercase + Uppercase + Lt
            case "Cased" ->
                c -> Character.isLowerCase(c)
                        || Character.isUpperCase(c)
                        || Character.getType(c) == Character.TITLECASE_LETTER;
            case "Ideographic" -> Character::isIdeographic;
            case "Bidi_Mirrored" -> Character::isMirrored;
            // the JDK's identifier start is ID_Start plus U+2E2F VERTICAL TILDE (its javadoc, UAX #31 profile)
            case "ID_Start" -> c -> Character.isUnicodeIdentifierStart(c) && c != 0x2E2F;
            // PropList.txt White_Space: the separators (Zs, Zl, Zp), U+0009..U+000D and U+0085
            case "White_Space" -> c -> Character.isSpaceChar(c) || (c >= 0x09 && c <= 0x0D) || c == 0x85;
            case "ASCII_Hex_Digit" -> c -> c <= 0x7F && RegexSource.hexValue(c) >= 0;
            case "Hex_Digit" ->
                c -> (c <= 0x7F && RegexSource.hexValue(c) >= 0)
                        || (c >= 0xFF10 && c <= 0xFF19)
                        || (c >= 0xFF21 && c <= 0xFF26)
                        || (c >= 0xFF41 && c <= 0xFF46);
            // fixed by Unicode's stability policy: U+FDD0..U+FDEF and the last two of each plane
            case "Noncharacter_Code_Point" -> c -> (c >= 0xFDD0 && c <= 0xFDEF) || (c & 0xFFFE) == 0xFFFE;
            case "Join_Control" -> c -> c == 0x200C || c == 0x200D;
            case "Regional_Indicator" -> c -> c >= 0x1F1E6 && c <= 0x1F1FF;
            // fixed by Unicode's stability policy (UAX #31)
            case "Pattern_White_Space" ->
                c -> (c >= 0x09 && c <= 0x0D)
                        || c == 0x20
                        || c == 0x85
                        || c == 0x200E
                        || c == 0x200F
                        || c == 0x2028
                        || c == 0x2029;
            default -> null;
        };
    }

    /**
     * The script a Script value names, spelled exactly as PropertyValueAliases.txt does (the
     * long name or the four-letter code), or null; the JDK's lookup ignores case, ECMAScript does
     * not.
     */
    static Character.UnicodeScript script(String value) {
        // PropertyValueAliases.txt's third names, which the JDK does not know
        if (value.equals("Qaai")) {
            return Character.UnicodeScript.INHERITED;
        }
        if (value.equals("Qaac")) {
            return Character.UnicodeScript.COPTIC;
        }
        Character.UnicodeScript script;
        try {
            script = Character.UnicodeScript.forName(value);
        } catch (IllegalArgumentException e) {
            return null;
        }
        return value.equals(longName(script)) || isCode(value) ? script : null;
    }

    /** The long name Unicode spells: OLD_ITALIC is Old_Italic; SignWriting is the one exception. */
    private static String longName(Character.UnicodeScript script) {
        if (script.name().equals("SIGNWRITING")) {
            return "SignWriting";
        }
        StringBuilder name = new StringBuilder();
        boolean wordStart = true;
        for (char c : script.name().toCharArray()) {
            name.append(wordStart ? c : Character.toLowerCase(c));
            wordStart = c == '_';
        }
        return name.toString();
    }

    /** An ISO 15924 code as Unicode spells it: an upper-case letter, then three lower-case ones. */
    private static boolean isCode(String value) {
        return value.length() == 4
                && value.charAt(0) >= 'A'
                && value.charAt(0) <= 'Z'
                && value.substring(1).equals(value.substring(1).toLowerCase(Locale.ROOT))
                && value.chars().allMatch(RegexSource::isAsciiLetter);
    }

    private static RegexException unknown(String shown, int index) {
        return new RegexException(
                RegexError.UNKNOWN_PROPERTY,
                index,
                "\\p{" + shown + "} names no Unicode property or value ECMAScript knows");
    }

    private static RegexException unsupported(String shown, int index, String why) {
        return new RegexException(
                RegexError.UNSUPPORTED_PROPERTY,
                index,
                "\\p{" + shown + "} is valid ECMAScript but not supported: " + why);
    }
}
