package org.iri4j.template;

/**
 * A link in the form matching compares: its URI form (RFC 3987 §3.1: non-ASCII characters
 * percent-encoded in UTF-8) with upper-case hex digits in its percent-encodings (equivalent,
 * RFC 3986 §6.2.2.1), and the way back from an index in that form to one in the link as given.
 */
final class LinkText {

    private final String given;
    private final String text;
    /** Per index of {@link #text}, the index in the link as given; null when they are the same. */
    private final int[] origins;
    /** The index of a lone surrogate in the link as given, or -1. */
    private final int loneSurrogate;

    private LinkText(String given, String text, int[] origins, int loneSurrogate) {
        this.given = given;
        this.text = text;
        this.origins = origins;
        this.loneSurrogate = loneSurrogate;
    }

    static LinkText of(CharSequence link) {
        String given = link.toString();
        if (isPlain(given)) {
            return new LinkText(given, given, null, -1);
        }
        StringBuilder out = new StringBuilder(given.length() + 16);
        int[] origins = new int[given.length() + 16];
        int lone = -1;
        for (int i = 0; i < given.length(); ) {
            int cp = given.codePointAt(i);
            int from = out.length();
            if (cp < 0x80) {
                out.append(
                        cp == '%' || !CharClasses.isHex((char) cp) || !afterPercent(given, i)
                                ? (char) cp
                                : Character.toUpperCase((char) cp));
            } else if (CharClasses.isSurrogate(cp)) {
                lone = lone < 0 ? i : lone;
                out.append('\uFFFD');
            } else {
                PercentEncoding.append(out, cp);
            }
            if (out.length() >= origins.length) {
                origins = java.util.Arrays.copyOf(origins, Math.max(out.length() + 1, origins.length * 2));
            }
            for (int k = from; k < out.length(); k++) {
                origins[k] = i;
            }
            i += Character.charCount(cp);
        }
        origins[out.length()] = given.length();
        return new LinkText(given, out.toString(), origins, lone);
    }

    /** ASCII with no lower-case hex digit in a percent-encoding: its own URI form. */
    private static boolean isPlain(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 0x80 || c >= 'a' && c <= 'f' && afterPercent(s, i)) {
                return false;
            }
        }
        return true;
    }

    /** Whether the hex digit at {@code i} is one of a percent-encoding's two. */
    private static boolean afterPercent(String s, int i) {
        return i >= 1 && s.charAt(i - 1) == '%' && CharClasses.isTriplet(s, i - 1)
                || i >= 2 && s.charAt(i - 2) == '%' && CharClasses.isTriplet(s, i - 2);
    }

    /** The link as given. */
    String given() {
        return given;
    }

    String text() {
        return text;
    }

    int loneSurrogate() {
        return loneSurrogate;
    }

    /** The index in the link as given of an index of {@link #text()}. */
    int origin(int index) {
        return origins == null ? index : origins[Math.min(index, text.length())];
    }
}
