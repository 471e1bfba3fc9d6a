package org.iri4j.core.internal.codec;

import java.util.Arrays;
import org.iri4j.api.Leniency;
import org.iri4j.core.internal.syntax.CharClass;
import org.iri4j.core.internal.syntax.ComponentScanner;

/**
 * The preprocessing of draft-ietf-iri-3987bis §7 that turns a LEIRI or a Web address into a
 * string that can be parsed as a strict IRI reference. It never touches {@code #},
 * {@code %} (except the Web address's lone {@code %}), {@code [} or {@code ]} (RFC 3987
 * §3.1), and it leaves a string that already is an IRI reference as it is. What it cannot
 * repair (a lone surrogate, a bad scheme, a second {@code #}) is left for the parser to
 * report.
 */
public final class LenientPreprocessor {

    private LenientPreprocessor() {}

    /**
     * Applies a leniency.
     *
     * @param input    the string
     * @param leniency the leniency
     * @return the string to parse as an IRI reference
     */
    public static String apply(CharSequence input, Leniency leniency) {
        return prepare(input.toString(), leniency, false).text;
    }

    /**
     * Where each character of the prepared string came from in the input: for an error found
     * in the prepared string, the index the caller knows. Computed again only when asked (on
     * an error), so that preparing costs nothing more.
     *
     * @param input    the string
     * @param leniency the leniency
     * @return for each index of {@link #apply}'s result, and one past its end, the index of the
     *     input character it came from (every octet of a percent-encoding added for a character
     *     points at that character; the end points at the end of the input)
     */
    public static int[] origins(CharSequence input, Leniency leniency) {
        String s = input.toString();
        Traced prepared = prepare(s, leniency, true);
        int[] origins = Arrays.copyOf(prepared.origins, prepared.text.length() + 1);
        origins[prepared.text.length()] = s.length();
        return origins;
    }

    private static Traced prepare(String s, Leniency leniency, boolean trace) {
        Traced input = Traced.of(s, trace);
        switch (leniency) {
            case LEIRI:
                return leiri(input);
            case WEB_ADDRESS_3987BIS:
                return web(input);
            default:
                return input;
        }
    }

    /**
     * LEIRI to IRI (3987bis §7.1): percent-encodes, as UTF-8, each character of
     * {@code leiri-ucschar} that an IRI may not hold where it stands.
     */
    private static Traced leiri(Traced in) {
        String s = in.text;
        int n = s.length();
        int hash = ComponentScanner.find(s, '#', 0, n);
        int queryStart = ComponentScanner.find(s, '?', 0, hash < 0 ? n : hash);
        int queryEnd = hash < 0 ? n : hash;
        Traced out = null;
        int i = 0;
        while (i < n) {
            char c = s.charAt(i);
            int cp = Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1))
                    ? Character.toCodePoint(c, s.charAt(i + 1))
                    : c;
            int width = Character.charCount(cp);
            boolean inQuery = queryStart >= 0 && i > queryStart && i < queryEnd;
            if (needsEncoding(cp, inQuery)) {
                if (out == null) {
                    out = in.copyUpTo(i, n + 16);
                }
                out.appendUtf8(cp, in.origin(i));
            } else if (out != null) {
                out.append(in, i, i + width);
            }
            i += width;
        }
        return out == null ? in : out.done();
    }

    /** In {@code leiri-ucschar} (or a bidi control, which LEIRIs allowed) but not allowed here. */
    private static boolean needsEncoding(int cp, boolean inQuery) {
        if (cp < 0x80) {
            return cp <= 0x20
                    || cp == 0x7F
                    || cp == '<'
                    || cp == '>'
                    || cp == '"'
                    || cp == '{'
                    || cp == '}'
                    || cp == '|'
                    || cp == '\\'
                    || cp == '^'
                    || cp == '`';
        }
        if (Character.isSurrogate((char) cp) && cp <= 0xFFFF) {
            return false; // not in leiri-ucschar: the parser reports it
        }
        return !UriToIriDecoder.isAllowed(cp, inQuery);
    }

    /**
     * Web address to IRI (3987bis §7.2 steps 1-5). Step 1 trims what the URL Standard's basic
     * URL parser trims (§4.4: leading and trailing C0 control or space), not only the draft's
     * space, CR, LF and TAB: the draft describes browsers and leaves its sets "to match HTML5",
     * and a control kept at an end would make U+0001 then {@code //evil.example/x} a path,
     * and leave {@code %1F} in a host, where a browser reads neither. Step 2's {@code href-strip},
     * left open by the draft, is the Standard's too: every TAB, CR and LF.
     */
    private static Traced web(Traced input) {
        String s = input.text;
        int from = 0;
        int to = s.length();
        while (from < to && isC0ControlOrSpace(s.charAt(from))) {
            from++;
        }
        while (to > from && isC0ControlOrSpace(s.charAt(to - 1))) {
            to--;
        }
        Traced stripped = input.empty(to - from);
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (c != '\t' && c != '\n' && c != '\r') {
                stripped.append(input, i, i + 1);
            }
        }
        convertPathBackslashes(stripped.builder);
        return escapeLonePercents(leiri(stripped.done()));
    }

    /** URL Standard §4.4 (Infra): a C0 control is U+0000 to U+001F; space is U+0020. */
    private static boolean isC0ControlOrSpace(char c) {
        return c <= ' ';
    }

    /** {@code href-path-sep}: a backslash in the path is a path separator. */
    private static void convertPathBackslashes(StringBuilder s) {
        int n = s.length();
        int i = schemeLength(s);
        if (i + 1 < n && s.charAt(i) == '/' && s.charAt(i + 1) == '/') {
            i += 2;
            while (i < n && "/\\?#".indexOf(s.charAt(i)) < 0) {
                i++;
            }
        }
        for (; i < n && s.charAt(i) != '?' && s.charAt(i) != '#'; i++) {
            if (s.charAt(i) == '\\') {
                s.setCharAt(i, '/');
            }
        }
    }

    /** The length of {@code scheme ":"} at the start, or 0. */
    private static int schemeLength(CharSequence s) {
        if (s.length() == 0 || !CharClass.is(s.charAt(0), CharClass.ALPHA)) {
            return 0;
        }
        for (int i = 1; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == ':') {
                return i + 1;
            }
            if (!CharClass.is(c, CharClass.SCHEME)) {
                return 0;
            }
        }
        return 0;
    }

    /** {@code href-pct-form}: a {@code %} not followed by two hex digits stands for itself. */
    private static Traced escapeLonePercents(Traced in) {
        String s = in.text;
        Traced out = null;
        int n = s.length();
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            boolean lone = c == '%' && !PercentEncoder.isTriplet(s, i, n);
            if (lone && out == null) {
                out = in.copyUpTo(i, n + 8);
            }
            if (lone) {
                out.appendUtf8('%', in.origin(i));
            } else if (out != null) {
                out.append(in, i, i + 1);
            }
        }
        return out == null ? in : out.done();
    }

    /**
     * A string being prepared and, when traced, the input index each of its characters came
     * from. Untraced, it is a string and a builder, nothing more.
     */
    private static final class Traced {
        private final StringBuilder builder;
        private String text;
        private int[] origins;
        private int traced;

        private Traced(String text, StringBuilder builder, int[] origins) {
            this.text = text;
            this.builder = builder;
            this.origins = origins;
        }

        /** The input itself: each character comes from its own index. */
        static Traced of(String s, boolean trace) {
            int[] origins = null;
            if (trace) {
                origins = new int[s.length()];
                for (int i = 0; i < origins.length; i++) {
                    origins[i] = i;
                }
            }
            return new Traced(s, null, origins);
        }

        int origin(int i) {
            return origins == null ? -1 : origins[i];
        }

        Traced empty(int capacity) {
            return new Traced(null, new StringBuilder(capacity), origins == null ? null : new int[capacity]);
        }

        Traced copyUpTo(int end, int capacity) {
            Traced out = empty(capacity);
            out.append(this, 0, end);
            return out;
        }

        void append(Traced from, int start, int end) {
            builder.append(from.text, start, end);
            for (int i = start; origins != null && i < end; i++) {
                record(from.origins[i]);
            }
        }

        void appendUtf8(int cp, int origin) {
            int before = builder.length();
            PercentEncoder.appendUtf8(builder, cp);
            for (int i = before; origins != null && i < builder.length(); i++) {
                record(origin);
            }
        }

        private void record(int origin) {
            if (traced == origins.length) {
                origins = Arrays.copyOf(origins, origins.length * 2 + 16);
            }
            origins[traced++] = origin;
        }

        Traced done() {
            text = builder.toString();
            return this;
        }
    }
}
