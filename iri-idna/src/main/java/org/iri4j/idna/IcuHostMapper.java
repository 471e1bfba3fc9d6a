package org.iri4j.idna;

import com.google.auto.service.AutoService;
import com.ibm.icu.text.IDNA;
import com.ibm.icu.text.StringPrepParseException;
import com.ibm.icu.util.ICUInputTooLongException;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import org.iri4j.api.Violation;
import org.iri4j.api.internal.RecentAnswers;
import org.iri4j.spi.HostMapper;
import org.iri4j.spi.HostMappingException;

/**
 * A {@link HostMapper} on ICU4J: UTS #46 (IDNA2008 compatible) processing, or IDNA2003, label
 * by label, with UTS #39 spoofing checks for {@code check} and for display. Found with
 * {@link java.util.ServiceLoader} (nontransitional profile) and preferred over the core's
 * {@code java.net.IDN} mapper by its {@link #PRIORITY}; another profile is chosen with
 * {@link #of(IdnaProfile)} and given to a mapper or comparator builder.
 *
 * <p>Label separators are U+002E, U+3002, U+FF0E and U+FF61 (UTS #46 §4 maps the last three to
 * the first). Errors name the label and ICU's error kinds ({@link IDNA.Error}).
 *
 * <p>Hostile hosts cost time linear in their length: ICU rewrites its buffer in place label
 * after label, which is quadratic in the number of labels of one call, so a long name is
 * converted a chunk of labels at a time ({@link Labels#chunkEnd}); and a label too long for
 * ICU's Punycode ({@link ICUInputTooLongException}) is reported as {@code LABEL_TOO_LONG}, as is,
 * before ICU sees it, a label with more code points than any label with an ASCII form of 63
 * octets ({@link Labels#MAX_CODE_POINTS}): ICU's normalizer is quadratic in a run of combining
 * marks.
 *
 * @since 0.1.0
 */
@AutoService(HostMapper.class)
@SuppressWarnings("exports") // @AutoService is source-retained: users never see it
public final class IcuHostMapper implements HostMapper {

    /** The priority of this mapper, so that one meant to replace it can say so with a higher one. */
    public static final int PRIORITY = 100;

    /** The longest host whose ToASCII is kept: the longest DNS name (RFC 1034 §3.1) with room for its U-labels. */
    private static final int LONGEST_KEPT = 253;

    private static final int UTS46_OPTIONS = IDNA.USE_STD3_RULES | IDNA.CHECK_BIDI | IDNA.CHECK_CONTEXTJ;

    private final IdnaProfile profile;
    private final IDNA uts46;
    private final HostSpoofCheck spoofCheck;
    /**
     * The UTS #46 ToASCII of the hosts met last, a function of the host under one profile (the
     * purpose matters only to IDNA2003, which is not kept): the
     * hosts of a mailto IRI's addresses, which the core does not keep, and those a check and a
     * {@code toUri} of the IRIs of one site ask for again.
     */
    private final RecentAnswers<String> recentAscii = new RecentAnswers<>(LONGEST_KEPT);

    /** The nontransitional mapper that {@code ServiceLoader} instantiates. */
    public IcuHostMapper() {
        this(IdnaProfile.NONTRANSITIONAL);
    }

    private IcuHostMapper(IdnaProfile profile) {
        this.profile = profile;
        int options = UTS46_OPTIONS;
        if (profile != IdnaProfile.TRANSITIONAL) {
            options |= IDNA.NONTRANSITIONAL_TO_ASCII | IDNA.NONTRANSITIONAL_TO_UNICODE;
        }
        this.uts46 = IDNA.getUTS46Instance(options);
        this.spoofCheck = new HostSpoofCheck(this::unicodeLabel);
    }

    /**
     * A mapper with a given profile.
     *
     * @param profile the IDNA processing
     * @return the mapper
     */
    public static IcuHostMapper of(IdnaProfile profile) {
        return new IcuHostMapper(Objects.requireNonNull(profile, "profile"));
    }

    /**
     * The profile this mapper applies.
     *
     * @return the profile
     */
    public IdnaProfile profile() {
        return profile;
    }

    @Override
    public String name() {
        return "ICU4J " + com.ibm.icu.util.VersionInfo.ICU_VERSION + " " + profile;
    }

    @Override
    public int priority() {
        return PRIORITY;
    }

    /** The UTS #39 spoofing warnings of {@link #inspect}. */
    @Override
    public List<SpoofCode> codes() {
        return List.of(SpoofCode.values());
    }

    @Override
    public String toAscii(String host, Purpose purpose) throws HostMappingException {
        if (profile == IdnaProfile.IDNA2003) {
            return Idna2003.toAscii(host, purpose == Purpose.CONSUMING);
        }
        String known = recentAscii.recall(host, 0, host.length());
        if (known != null) {
            return known;
        }
        Set<IDNA.Error> errors = EnumSet.noneOf(IDNA.Error.class);
        String ascii = host.length() <= Labels.CHUNK ? nameToAscii(host, errors) : chunkedToAscii(host, errors);
        if (!errors.isEmpty()) {
            throw failure(host, errors); // refusals are not kept: the exception is made anew each time
        }
        recentAscii.remember(host, ascii);
        return ascii;
    }

    /** One of ICU's UTS #46 conversions: {@code nameToASCII}, {@code labelToASCII}, {@code labelToUnicode}. */
    @FunctionalInterface
    private interface Conversion {
        StringBuilder apply(CharSequence input, StringBuilder dest, IDNA.Info info);
    }

    /**
     * Runs a conversion, adding its errors to {@code errors}, the hyphen rule decided by
     * characters ({@link HyphenRule}). An input with a label too long to have an ASCII form
     * ({@link Labels#hasTooLongLabel}), or too long for ICU's Punycode
     * ({@link ICUInputTooLongException}), is {@code LABEL_TOO_LONG} and comes back as it is.
     */
    private String convert(Conversion conversion, String input, Set<IDNA.Error> errors) {
        if (input.length() > Labels.MAX_CODE_POINTS && Labels.hasTooLongLabel(input)) {
            errors.add(IDNA.Error.LABEL_TOO_LONG);
            return input;
        }
        IDNA.Info info = new IDNA.Info();
        try {
            String out = conversion
                    .apply(input, new StringBuilder(input.length() + 16), info)
                    .toString();
            Set<IDNA.Error> found = EnumSet.noneOf(IDNA.Error.class);
            found.addAll(info.getErrors());
            HyphenRule.correct(uts46, input, found);
            errors.addAll(found);
            return out;
        } catch (ICUInputTooLongException e) {
            errors.add(IDNA.Error.LABEL_TOO_LONG);
            return input;
        }
    }

    /**
     * UTS #46 ToUnicode of a whole name with the errors it finds (the hyphen rule by
     * characters), for conformance tests: {@link #toUnicode} never fails, as RFC 3490 §4.2
     * asks, and so shows no error.
     *
     * @param name   the name
     * @param errors where the errors go
     * @return the name in Unicode
     */
    String toUnicode(String name, Set<IDNA.Error> errors) {
        return convert(uts46::nameToUnicode, name, errors);
    }

    /** UTS #46 ToASCII of a name, adding its errors to {@code errors}. */
    private String nameToAscii(String name, Set<IDNA.Error> errors) {
        return convert(uts46::nameToASCII, name, errors);
    }

    /**
     * ToASCII of a long name, a chunk of whole labels at a time. The checks on the whole name
     * are made on the whole result: its length (DNS: 253 octets, one more for a final root
     * dot), and, when every chunk passes, everything else by processing the short ASCII result
     * once more, whose {@code xn--} labels are decoded and checked again, so that the bidi rule
     * sees the whole name (RFC 5893 §2).
     */
    private String chunkedToAscii(String host, Set<IDNA.Error> errors) {
        StringBuilder out = new StringBuilder(host.length() + 16);
        int from = 0;
        while (from < host.length()) {
            int to = Labels.chunkEnd(host, from);
            out.append(nameToAscii(host.substring(from, to), errors));
            from = to;
        }
        errors.remove(IDNA.Error.DOMAIN_NAME_TOO_LONG);
        String ascii = out.toString();
        if (ascii.length() > 254 || ascii.length() == 254 && ascii.charAt(253) != '.') {
            errors.add(IDNA.Error.DOMAIN_NAME_TOO_LONG);
            return ascii;
        }
        return errors.isEmpty() ? nameToAscii(ascii, errors) : ascii;
    }

    /** Names the first label that fails on its own, or the whole host for domain-level errors. */
    private HostMappingException failure(String host, Set<IDNA.Error> nameErrors) {
        int from = 0;
        while (from <= host.length()) {
            int end = Labels.end(host, from);
            String label = host.substring(from, end);
            Set<IDNA.Error> errors = EnumSet.noneOf(IDNA.Error.class);
            asciiLabel(label, errors);
            boolean rootLabel = label.isEmpty() && end == host.length();
            if (!errors.isEmpty() && !rootLabel) {
                return new HostMappingException(label, kinds(errors), describe(errors));
            }
            from = end + 1;
        }
        return new HostMappingException(host, kinds(nameErrors), describe(nameErrors));
    }

    private static String kinds(Set<IDNA.Error> errors) {
        Set<String> names = new TreeSet<>();
        for (IDNA.Error e : errors) {
            names.add(e.name());
        }
        return String.join(",", names);
    }

    private static String describe(Set<IDNA.Error> errors) {
        return "UTS #46 processing reports " + kinds(errors) + " (UTS #46 §4.1 validity criteria, RFC 5891 §5.4)";
    }

    @Override
    public String toUnicode(String host) {
        if (profile == IdnaProfile.IDNA2003) {
            return Idna2003.toUnicode(host);
        }
        StringBuilder out = new StringBuilder(host.length());
        int from = 0;
        while (from <= host.length()) {
            int end = Labels.end(host, from);
            out.append(unicodeLabel(host.substring(from, end)));
            if (end == host.length()) {
                break;
            }
            out.append('.');
            from = end + 1;
        }
        return out.toString();
    }

    /** ToUnicode of one label; a label with errors (or too long for ICU) is kept as it is. */
    String unicodeLabel(String label) {
        Set<IDNA.Error> errors = EnumSet.noneOf(IDNA.Error.class);
        String out = convert(uts46::labelToUnicode, label, errors);
        return errors.isEmpty() ? out : label;
    }

    /** ToASCII of one label, or null if it has errors. */
    String asciiLabel(String label) {
        Set<IDNA.Error> errors = EnumSet.noneOf(IDNA.Error.class);
        String out = asciiLabel(label, errors);
        return errors.isEmpty() ? out : null;
    }

    /** ToASCII of one label, adding its errors to {@code errors}. */
    private String asciiLabel(String label, Set<IDNA.Error> errors) {
        return convert(uts46::labelToASCII, label, errors);
    }

    /**
     * Yes: {@link #toDisplay} shows a label in Unicode only after the UTS #39 checks.
     *
     * @return true
     */
    @Override
    public boolean checksSpoofing() {
        return true;
    }

    @Override
    public String toDisplay(String host) {
        StringBuilder out = new StringBuilder(host.length());
        int from = 0;
        while (from <= host.length()) {
            int end = Labels.end(host, from);
            String label = host.substring(from, end);
            String unicode = unicodeLabel(label);
            if (spoofCheck.isSafeToShow(unicode)) {
                out.append(unicode);
            } else {
                String ascii = asciiLabel(unicode);
                out.append(ascii != null ? ascii : label);
            }
            if (end == host.length()) {
                break;
            }
            out.append('.');
            from = end + 1;
        }
        return out.toString();
    }

    @Override
    public List<Violation> inspect(String iri, int hostStart, int hostEnd) {
        return spoofCheck.inspect(iri, hostStart, hostEnd);
    }

    /** IDNA2003 through ICU's RFC 3490 implementation, which ICU deprecates along with IDNA2003. */
    @SuppressWarnings("deprecation")
    private static final class Idna2003 {

        private Idna2003() {}

        static String toAscii(String host, boolean consuming) throws HostMappingException {
            int options = IDNA.USE_STD3_RULES | (consuming ? IDNA.ALLOW_UNASSIGNED : 0);
            StringBuilder out = new StringBuilder(host.length() + 16);
            int from = 0;
            while (from <= host.length()) {
                int end = Labels.end(host, from);
                String label = host.substring(from, end);
                try {
                    out.append(
                            label.isEmpty()
                                    ? label
                                    : IDNA.convertToASCII(label, options).toString());
                } catch (StringPrepParseException e) {
                    throw new HostMappingException(label, "IDNA2003", e.getMessage());
                } catch (ICUInputTooLongException e) {
                    throw new HostMappingException(label, "IDNA2003", "the label is too long (RFC 3490 §5)");
                }
                if (end == host.length()) {
                    break;
                }
                out.append('.');
                from = end + 1;
            }
            return out.toString();
        }

        static String toUnicode(String host) {
            try {
                return IDNA.convertIDNToUnicode(host, IDNA.ALLOW_UNASSIGNED | IDNA.USE_STD3_RULES)
                        .toString();
            } catch (StringPrepParseException | ICUInputTooLongException e) {
                return host;
            }
        }
    }
}
