package org.iri4j.canon.internal.tools;

import java.util.Optional;
import org.iri4j.canon.CanonProfile;
import org.iri4j.canon.SurtKeys;

/**
 * The key forms of {@code iri surt --form} and Spark's {@code iri_surt(s, form)}, each with the
 * canonicalization the archives' tools apply before it: {@link #SURT} as urlcanon writes it,
 * {@link #CDX} as the Internet Archive's CDX indexes do (its key maker's keys, under {@code ia}),
 * {@link #SSURT}, and the {@link #HOST}
 * reversal alone. Plumbing the command and the SQL function share, so that both give the same
 * key for the same name.
 *
 * <table>
 *   <caption>{@code http://www.example.com/a?b} keyed, with {@link #of}</caption>
 *   <tr><th>form</th><th>profile first</th><th>key</th></tr>
 *   <tr><td>{@link #SURT}</td><td>{@link CanonProfile#HREF}</td><td>{@code http://(com,example,www,)/a?b}</td></tr>
 *   <tr><td>{@link #CDX}</td><td>{@link CanonProfile#IA}</td><td>{@code com,example)/a?b}</td></tr>
 *   <tr><td>{@link #SSURT}</td><td>{@link CanonProfile#HREF}</td><td>{@code com,example,www,//http:/a?b}</td></tr>
 *   <tr><td>{@link #HOST}</td><td>{@link CanonProfile#HREF}</td><td>{@code com,example,www,}</td></tr>
 * </table>
 */
public enum SurtForm {

    /** urlcanon's SURT ({@link SurtKeys#standard()}): scheme, trailing comma and {@code www} kept. */
    SURT,
    /**
     * CDX indexes' SURT ({@link SurtKeys#cdx()}: no scheme, no trailing comma, no {@code www}),
     * after the Internet Archive's canonicalization, as its {@code surt} library keys.
     */
    CDX,
    /** urlcanon's SSURT ({@link SurtKeys#ssurtOfCanonical(String)}): the reversed host first, then every part. */
    SSURT,
    /** The host reversal on its own ({@link SurtKeys#hostOfCanonical(String)}). */
    HOST;

    /**
     * The key options of the form, to start from.
     *
     * @return {@link SurtKeys#cdx()} for {@link #CDX}, {@link SurtKeys#standard()} for the others
     */
    public SurtKeys defaultKeys() {
        return this == CDX ? SurtKeys.cdx() : SurtKeys.standard();
    }

    /**
     * The canonicalization the form's tools apply before they key a link.
     *
     * @return {@link CanonProfile#IA} for {@link #CDX}, {@link CanonProfile#HREF} for the others
     */
    public CanonProfile defaultProfile() {
        return defaultKeys().profile();
    }

    /**
     * The key of a canonical form in this form, with options ({@link #SSURT} takes none).
     *
     * @param canonical a canonical form, from a {@link CanonProfile} or Safe Browsing
     * @param keys      the options: which parts the key keeps
     * @return the key
     */
    public String key(String canonical, SurtKeys keys) {
        switch (this) {
            case SSURT:
                return SurtKeys.ssurtOfCanonical(canonical);
            case HOST:
                return keys.hostOfCanonical(canonical);
            default:
                return keys.surtOfCanonical(canonical);
        }
    }

    /**
     * The key of a link as found under a canonicalization the command line or SQL names: under a
     * profile, the keys under that profile ({@code keys.withProfile(profile).surt(link)},
     * {@code .host(link)}, {@code .ssurt(link)}), which key the parts the profile read, so that a
     * CDX key under {@code ia} is the Internet Archive's key maker's, its records included
     * ({@code dns:archive.org} is {@code org,archive)}), and no form splits the Archive's text
     * again; under Safe Browsing, the key of its canonical form.
     *
     * @param link    the link
     * @param profile the canonicalization
     * @param keys    the options: which parts the key keeps
     * @return the key
     * @throws org.iri4j.api.InvalidInputException if the canonicalization cannot read the link
     */
    public String keyOf(String link, ProfileSpec profile, SurtKeys keys) {
        if (profile instanceof ProfileSpec.Profile p) {
            SurtKeys under = keys.withProfile(p.profile());
            switch (this) {
                case SSURT:
                    return under.ssurt(link);
                case HOST:
                    return under.host(link);
                default:
                    return under.surt(link);
            }
        }
        return key(profile.canonicalize(link), keys);
    }

    /**
     * The key of a link as found: canonicalized with {@link #defaultProfile()}, keyed with
     * {@link #defaultKeys()}.
     *
     * @param link the link
     * @return the key
     * @throws org.iri4j.api.InvalidInputException if the profile cannot read the link
     */
    public String of(String link) {
        return this == SURT || this == CDX
                ? defaultKeys().surt(link)
                : key(defaultProfile().canonicalize(link), defaultKeys());
    }

    /**
     * The key of a link as found, or empty where {@link #of} throws: no exception, no message.
     *
     * @param link the link
     * @return the key; empty if the profile cannot read the link
     */
    public Optional<String> tryOf(String link) {
        return this == SURT || this == CDX
                ? defaultKeys().trySurt(link)
                : defaultProfile().tryCanonicalize(link).map(canonical -> key(canonical, defaultKeys()));
    }
}
