package org.iri4j.idna;

import com.google.auto.service.AutoService;
import com.ibm.icu.text.IDNA;
import com.ibm.icu.util.ICUInputTooLongException;
import java.util.EnumSet;
import java.util.Set;
import org.iri4j.spi.HostMappingException;
import org.iri4j.spi.UrlDomainMapper;

/**
 * The WHATWG URL Standard's domain to ASCII and domain to Unicode (URL Standard §3.3) on ICU4J's
 * UTS #46 processing, for {@code iri-web}: nontransitional, CheckBidi and CheckJoiners on;
 * CheckHyphens, UseSTD3ASCIIRules and VerifyDnsLength off, except in {@link #toAsciiStrict}.
 *
 * <p>ICU always checks hyphens and DNS lengths, so the errors those flags govern
 * ({@link #IGNORED}) are dropped for the lenient conversion. Long domains are converted a chunk
 * of whole labels at a time ({@link Labels#chunkEnd}) so that the time stays linear; a label
 * with more code points than any label with an ASCII form of 63 octets
 * ({@link Labels#MAX_CODE_POINTS}) fails before ICU sees it, since ICU's normalizer is quadratic
 * in a long run of combining marks: a deliberate limit, where browsers would convert it.
 *
 * @since 0.1.0
 */
@AutoService(UrlDomainMapper.class)
@SuppressWarnings("exports") // @AutoService is source-retained: users never see it
public final class IcuUrlDomainMapper implements UrlDomainMapper {

    /** The priority of this mapper, so that one meant to replace it can say so with a higher one. */
    public static final int PRIORITY = 100;

    /** The URL Standard's flags that ICU has as options: CheckBidi, CheckJoiners, nontransitional. */
    private static final int OPTIONS =
            IDNA.CHECK_BIDI | IDNA.CHECK_CONTEXTJ | IDNA.NONTRANSITIONAL_TO_ASCII | IDNA.NONTRANSITIONAL_TO_UNICODE;

    /** The errors of CheckHyphens and VerifyDnsLength, which the lenient conversion turns off. */
    private static final Set<IDNA.Error> IGNORED = Set.of(
            IDNA.Error.EMPTY_LABEL,
            IDNA.Error.LABEL_TOO_LONG,
            IDNA.Error.DOMAIN_NAME_TOO_LONG,
            IDNA.Error.LEADING_HYPHEN,
            IDNA.Error.TRAILING_HYPHEN,
            IDNA.Error.HYPHEN_3_4);

    /** VerifyDnsLength: a domain name of at most 253 octets (UTS #46 §4.2 step 4, RFC 1034 §3.1). */
    private static final int MAX_NAME = 253;

    private final IDNA lenient = IDNA.getUTS46Instance(OPTIONS);
    private final IDNA strict = IDNA.getUTS46Instance(OPTIONS | IDNA.USE_STD3_RULES);

    /** The mapper that {@code ServiceLoader} instantiates. */
    public IcuUrlDomainMapper() {
        // Nothing to do: ICU's instances are made with the fields.
    }

    @Override
    public String name() {
        return "ICU4J " + com.ibm.icu.util.VersionInfo.ICU_VERSION + " UTS #46 for WHATWG URLs";
    }

    @Override
    public int priority() {
        return PRIORITY;
    }

    @Override
    public String toAscii(String domain) throws HostMappingException {
        return convert(lenient, domain, IGNORED);
    }

    /**
     * {@inheritDoc}
     *
     * <p>VerifyDnsLength (UTS #46 §4.2 step 4) holds for every label, the last one too: ICU
     * passes the empty root label after a final dot ({@code a.b.}), which UTS #46 and its
     * conformance file ({@code A4_2}) count as an empty label, so it is refused here.
     */
    @Override
    public String toAsciiStrict(String domain) throws HostMappingException {
        String ascii = convert(strict, domain, Set.of());
        if (ascii.endsWith(".")) {
            throw new HostMappingException(
                    domain, "EMPTY_LABEL", "an empty label after the final dot (VerifyDnsLength)");
        }
        if (ascii.isEmpty() || ascii.length() > MAX_NAME) {
            throw new HostMappingException(domain, "DOMAIN_NAME_TOO_LONG", "not 1 to 253 octets (VerifyDnsLength)");
        }
        return ascii;
    }

    @Override
    public String toUnicode(String domain) {
        if (domain.length() > Labels.CHUNK || Labels.hasTooLongLabel(domain)) {
            return domain;
        }
        IDNA.Info info = new IDNA.Info();
        String out = lenient.nameToUnicode(domain, new StringBuilder(domain.length()), info)
                .toString();
        Set<IDNA.Error> errors = EnumSet.noneOf(IDNA.Error.class);
        errors.addAll(info.getErrors());
        errors.removeAll(IGNORED);
        return errors.isEmpty() ? out : domain;
    }

    private static String convert(IDNA idna, String domain, Set<IDNA.Error> ignored) throws HostMappingException {
        if (Labels.hasTooLongLabel(domain)) {
            throw new HostMappingException(domain, "LABEL_TOO_LONG", "a label too long to have an ASCII form");
        }
        StringBuilder out = new StringBuilder(domain.length() + 16);
        Set<IDNA.Error> errors = EnumSet.noneOf(IDNA.Error.class);
        int from = 0;
        do {
            int to = Labels.chunkEnd(domain, from);
            IDNA.Info info = new IDNA.Info();
            try {
                // ICU clears its destination: each chunk gets its own, appended to the whole.
                out.append(idna.nameToASCII(domain.substring(from, to), new StringBuilder(to - from + 8), info));
            } catch (ICUInputTooLongException e) {
                throw new HostMappingException(domain, "LABEL_TOO_LONG", "a label too long for Punycode");
            }
            errors.addAll(info.getErrors());
            from = to;
        } while (from < domain.length());
        errors.removeAll(ignored);
        if (!errors.isEmpty()) {
            throw new HostMappingException(domain, errors.toString(), "UTS #46 ToASCII records " + errors);
        }
        return out.toString();
    }
}
