package org.iri4j.web.internal.regex;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * The property names and values ECMAScript accepts in {@code \p{…}} (ECMA-262 §22.2.2.9,
 * tables "Non-binary Unicode property aliases", "Binary Unicode property aliases", "Binary
 * Unicode properties of strings", and the General_Category and Script values of Unicode's
 * PropertyValueAliases.txt). Matching is exact: no loose matching, case counts.
 */
final class PropertyAliases {

    /** The names of General_Category (ECMA-262 table "Non-binary Unicode property aliases"). */
    static final Set<String> GENERAL_CATEGORY = Set.of("General_Category", "gc");

    /** The names of Script. */
    static final Set<String> SCRIPT = Set.of("Script", "sc");

    /** The names of Script_Extensions. */
    static final Set<String> SCRIPT_EXTENSIONS = Set.of("Script_Extensions", "scx");

    /**
     * The binary properties of strings (ECMA-262 table "Binary Unicode properties of strings"),
     * valid with the {@code v} flag only.
     */
    static final Set<String> PROPERTIES_OF_STRINGS = Set.of(
            "Basic_Emoji",
            "Emoji_Keycap_Sequence",
            "RGI_Emoji_Modifier_Sequence",
            "RGI_Emoji_Flag_Sequence",
            "RGI_Emoji_Tag_Sequence",
            "RGI_Emoji_ZWJ_Sequence",
            "RGI_Emoji");

    /**
     * Script values (long name, then short) that Unicode assigned after the JDK's Unicode 13:
     * valid in ECMAScript, unknown to {@link Character.UnicodeScript} on Java 17, so refused
     * rather than reported as unknown. Katakana_Or_Hiragana has no code point in Script at all.
     */
    static final Set<String> SCRIPTS_AFTER_JDK = Set.of(
            "Katakana_Or_Hiragana",
            "Hrkt",
            "Cypro_Minoan",
            "Cpmn",
            "Old_Uyghur",
            "Ougr",
            "Tangsa",
            "Tnsa",
            "Toto",
            "Vithkuqi",
            "Vith",
            "Kawi",
            "Nag_Mundari",
            "Nagm",
            "Garay",
            "Gara",
            "Gurung_Khema",
            "Gukh",
            "Kirat_Rai",
            "Krai",
            "Ol_Onal",
            "Onao",
            "Sunuwar",
            "Sunu",
            "Todhri",
            "Todr",
            "Tulu_Tigalari",
            "Tutg",
            "Beria_Erfe",
            "Berf",
            "Sidetic",
            "Sidt",
            "Tai_Yo",
            "Tayo",
            "Tolong_Siki",
            "Tols");

    // ECMA-262 table "Binary Unicode property aliases": the canonical name first
    private static final String[][] BINARY_TABLE = {
        {"ASCII"},
        {"ASCII_Hex_Digit", "AHex"},
        {"Alphabetic", "Alpha"},
        {"Any"},
        {"Assigned"},
        {"Bidi_Control", "Bidi_C"},
        {"Bidi_Mirrored", "Bidi_M"},
        {"Case_Ignorable", "CI"},
        {"Cased"},
        {"Changes_When_Casefolded", "CWCF"},
        {"Changes_When_Casemapped", "CWCM"},
        {"Changes_When_Lowercased", "CWL"},
        {"Changes_When_NFKC_Casefolded", "CWKCF"},
        {"Changes_When_Titlecased", "CWT"},
        {"Changes_When_Uppercased", "CWU"},
        {"Dash"},
        {"Default_Ignorable_Code_Point", "DI"},
        {"Deprecated", "Dep"},
        {"Diacritic", "Dia"},
        {"Emoji"},
        {"Emoji_Component", "EComp"},
        {"Emoji_Modifier", "EMod"},
        {"Emoji_Modifier_Base", "EBase"},
        {"Emoji_Presentation", "EPres"},
        {"Extended_Pictographic", "ExtPict"},
        {"Extender", "Ext"},
        {"Grapheme_Base", "Gr_Base"},
        {"Grapheme_Extend", "Gr_Ext"},
        {"Hex_Digit", "Hex"},
        {"IDS_Binary_Operator", "IDSB"},
        {"IDS_Trinary_Operator", "IDST"},
        {"ID_Continue", "IDC"},
        {"ID_Start", "IDS"},
        {"Ideographic", "Ideo"},
        {"Join_Control", "Join_C"},
        {"Logical_Order_Exception", "LOE"},
        {"Lowercase", "Lower"},
        {"Math"},
        {"Noncharacter_Code_Point", "NChar"},
        {"Pattern_Syntax", "Pat_Syn"},
        {"Pattern_White_Space", "Pat_WS"},
        {"Quotation_Mark", "QMark"},
        {"Radical"},
        {"Regional_Indicator", "RI"},
        {"Sentence_Terminal", "STerm"},
        {"Soft_Dotted", "SD"},
        {"Terminal_Punctuation", "Term"},
        {"Unified_Ideograph", "UIdeo"},
        {"Uppercase", "Upper"},
        {"Variation_Selector", "VS"},
        {"White_Space", "space", "WSpace"},
        {"XID_Continue", "XIDC"},
        {"XID_Start", "XIDS"}
    };

    private static final Map<String, Integer> CATEGORIES = categories();
    private static final Map<String, String> BINARY = binaryProperties();

    private PropertyAliases() {}

    /**
     * The {@link Character#getType} values a General_Category value stands for, as a bit mask
     * ({@code 1 << type}), or 0 when ECMAScript has no such value.
     */
    static int categoryMask(String value) {
        return CATEGORIES.getOrDefault(value, 0);
    }

    /** The canonical name of a binary property name or alias, or null when there is none. */
    static String binaryProperty(String name) {
        return BINARY.get(name);
    }

    private static Map<String, Integer> categories() {
        Map<String, Integer> m = new HashMap<>();
        category(m, Character.UNASSIGNED, "Cn", "Unassigned");
        category(m, Character.UPPERCASE_LETTER, "Lu", "Uppercase_Letter");
        category(m, Character.LOWERCASE_LETTER, "Ll", "Lowercase_Letter");
        category(m, Character.TITLECASE_LETTER, "Lt", "Titlecase_Letter");
        category(m, Character.MODIFIER_LETTER, "Lm", "Modifier_Letter");
        category(m, Character.OTHER_LETTER, "Lo", "Other_Letter");
        category(m, Character.NON_SPACING_MARK, "Mn", "Nonspacing_Mark");
        category(m, Character.ENCLOSING_MARK, "Me", "Enclosing_Mark");
        category(m, Character.COMBINING_SPACING_MARK, "Mc", "Spacing_Mark");
        category(m, Character.DECIMAL_DIGIT_NUMBER, "Nd", "Decimal_Number", "digit");
        category(m, Character.LETTER_NUMBER, "Nl", "Letter_Number");
        category(m, Character.OTHER_NUMBER, "No", "Other_Number");
        category(m, Character.SPACE_SEPARATOR, "Zs", "Space_Separator");
        category(m, Character.LINE_SEPARATOR, "Zl", "Line_Separator");
        category(m, Character.PARAGRAPH_SEPARATOR, "Zp", "Paragraph_Separator");
        category(m, Character.CONTROL, "Cc", "Control", "cntrl");
        category(m, Character.FORMAT, "Cf", "Format");
        category(m, Character.PRIVATE_USE, "Co", "Private_Use");
        category(m, Character.SURROGATE, "Cs", "Surrogate");
        category(m, Character.DASH_PUNCTUATION, "Pd", "Dash_Punctuation");
        category(m, Character.START_PUNCTUATION, "Ps", "Open_Punctuation");
        category(m, Character.END_PUNCTUATION, "Pe", "Close_Punctuation");
        category(m, Character.CONNECTOR_PUNCTUATION, "Pc", "Connector_Punctuation");
        category(m, Character.OTHER_PUNCTUATION, "Po", "Other_Punctuation");
        category(m, Character.MATH_SYMBOL, "Sm", "Math_Symbol");
        category(m, Character.CURRENCY_SYMBOL, "Sc", "Currency_Symbol");
        category(m, Character.MODIFIER_SYMBOL, "Sk", "Modifier_Symbol");
        category(m, Character.OTHER_SYMBOL, "So", "Other_Symbol");
        category(m, Character.INITIAL_QUOTE_PUNCTUATION, "Pi", "Initial_Punctuation");
        category(m, Character.FINAL_QUOTE_PUNCTUATION, "Pf", "Final_Punctuation");
        group(m, new String[] {"C", "Other"}, "Cc", "Cf", "Cs", "Co", "Cn");
        group(m, new String[] {"L", "Letter"}, "Lu", "Ll", "Lt", "Lm", "Lo");
        group(m, new String[] {"LC", "Cased_Letter"}, "Lu", "Ll", "Lt");
        group(m, new String[] {"M", "Mark", "Combining_Mark"}, "Mn", "Mc", "Me");
        group(m, new String[] {"N", "Number"}, "Nd", "Nl", "No");
        group(m, new String[] {"P", "Punctuation", "punct"}, "Pc", "Pd", "Ps", "Pe", "Pi", "Pf", "Po");
        group(m, new String[] {"S", "Symbol"}, "Sm", "Sc", "Sk", "So");
        group(m, new String[] {"Z", "Separator"}, "Zs", "Zl", "Zp");
        return Map.copyOf(m);
    }

    private static void category(Map<String, Integer> m, int type, String... names) {
        for (String name : names) {
            m.put(name, 1 << type);
        }
    }

    private static void group(Map<String, Integer> m, String[] names, String... members) {
        int mask = 0;
        for (String member : members) {
            mask |= m.get(member);
        }
        for (String name : names) {
            m.put(name, mask);
        }
    }

    private static Map<String, String> binaryProperties() {
        Map<String, String> m = new HashMap<>();
        for (String[] names : BINARY_TABLE) {
            for (String name : names) {
                m.put(name, names[0]);
            }
        }
        return Map.copyOf(m);
    }
}
