package org.iri4j.api;

/**
 * The form of an IRI reference to show to people (RFC 3987 §4.1 "Logical Storage and Visual
 * Presentation", §4.2 "Bidi IRI Structure"; draft-ietf-iri-3987bis "Display of URIs/IRIs").
 *
 * <p>The display form is a string for a screen or for paper, never an IRI to parse again:
 * it may hold the bidi formatting characters of a {@link BidiWrapping}, which §4.1 forbids
 * inside IRIs. What it shows is the IRI's characters in logical order, with three changes:
 *
 * <ol>
 *   <li>A character that cannot be shown safely (invisible, space-like, unassigned,
 *       private-use, a control) is percent-encoded as UTF-8, so that every character of the
 *       IRI can be seen and read back.</li>
 *   <li>A component (in the sense of §4.2: userinfo, host label, path segment, query name
 *       or value, fragment) that breaks a rule of §4.2 is mapped to URI notation as a whole,
 *       as §4.2's last paragraph says, so that its display cannot run into its neighbours.</li>
 *   <li>When what remains would display differently in a right-to-left context than in a
 *       left-to-right one, it is wrapped in a left-to-right embedding (§4.1); otherwise it is
 *       left as it is ("There is no requirement to use the above embedding if the display is
 *       still the same without the embedding").</li>
 * </ol>
 *
 * <table>
 *   <caption>Examples (RFC 3987 §4.4 in Bidi Notation: upper case stands for the Hebrew letters
 *   in alphabetical order, A = U+05D0 ALEF, G = U+05D6 ZAYIN, ...)</caption>
 *   <tr><td>{@code http://example.com/a/b}</td><td>{@code http://example.com/a/b}</td></tr>
 *   <tr><td>{@code http://ab.CDEFGH.ij/kl}</td><td>LRE {@code http://ab.CDEFGH.ij/kl} PDF</td></tr>
 *   <tr><td>{@code http://ab.cd.ef/GH1/2IJ/KL.html}</td><td>LRE {@code http://ab.cd.ef/%D7%96%D7%971/2%D7%98%D7%99/KL.html} PDF</td></tr>
 *   <tr><td>{@code http://a/b}, U+200B ZERO WIDTH SPACE, {@code c}</td><td>{@code http://a/b%E2%80%8Bc}</td></tr>
 * </table>
 *
 * <p>Implementations are immutable and thread-safe.
 *
 * @since 0.1.0
 */
@FunctionalInterface
public interface IriDisplay {

    /**
     * The display form of an IRI reference (RFC 3987 §4.1, §4.2).
     *
     * @param iri the IRI reference
     * @return the string to show; the IRI's own string when nothing needs to change
     */
    String display(Iri iri);
}
