package org.iri4j.core;

import java.util.Objects;
import java.util.Optional;
import org.iri4j.api.BidiWrapping;
import org.iri4j.api.DisplayResult;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Iri;
import org.iri4j.api.SeverityMap;
import org.iri4j.core.internal.plugin.PluginSet;
import org.iri4j.core.internal.value.IriValue;

/**
 * The display operations of an {@link IriEnvironment}: the form of an IRI to show to people
 * (RFC 3987 §4 bidi display, §8 spoofing) and why it differs from the IRI. They are asked of
 * an environment as every operation is; they live here so that {@code IriEnvironment}'s file
 * holds the parsing, checking, mapping and comparison of IRIs, and its builder. Javadoc and
 * reflection show these methods as {@code IriEnvironment}'s own (this class is not public), as
 * they do those of {@link EnvironmentDescription}. Immutable and thread-safe.
 */
abstract class EnvironmentDisplay extends EnvironmentDescription {

    /** The operations with their default options, made once. */
    final Operations operations;

    EnvironmentDisplay(PluginSet plugins, SeverityMap severities) {
        super(plugins, severities);
        this.operations = new Operations(plugins, severities);
    }

    /**
     * The form of an IRI reference to show to people (RFC 3987 §4.1, §4.2, §8), wrapped in
     * LRE…PDF where right-to-left text needs it: the text of {@link #displayResult(Iri)}.
     *
     * @param iri the IRI reference
     * @return the display form, not an IRI to parse again
     * @throws InvalidInputException if the host mapper fails
     */
    public String display(Iri iri) {
        return display(iri, BidiWrapping.EMBEDDING);
    }

    /**
     * The {@link #display(Iri)} form of an IRI reference, with the wrapping asked for (RFC 3987 §4.1).
     *
     * @param iri      the IRI reference
     * @param wrapping LRE…PDF as RFC 3987 §4.1 says, or the isolates LRI…PDI of Unicode 6.3
     * @return the display form
     * @throws InvalidInputException if the host mapper fails
     */
    public String display(Iri iri, BidiWrapping wrapping) {
        return operations.display(Objects.requireNonNull(wrapping, "wrapping")).display(IriValue.layoutOf(iri));
    }

    /**
     * The form of an IRI reference to show to people (RFC 3987 §4.1, §4.2, §8), and why its
     * host is not shown as written: unsafe characters and components that break the bidi rules
     * percent-encoded, the host as {@link #displayHost} shows it, a password as {@code ***},
     * the whole wrapped in LRE…PDF where right-to-left text would otherwise change its display.
     *
     * @param iri the IRI reference
     * @return the display form (not an IRI) and the reasons, as warnings
     * @throws InvalidInputException if the host mapper fails
     */
    public DisplayResult displayResult(Iri iri) {
        return displayResult(iri, BidiWrapping.EMBEDDING);
    }

    /**
     * The {@link #displayResult(Iri)} of an IRI reference, with the wrapping asked for (RFC 3987 §4.1).
     *
     * @param iri      the IRI reference
     * @param wrapping LRE…PDF as RFC 3987 §4.1 says, or the isolates LRI…PDI of Unicode 6.3
     * @return the display form (not an IRI) and the reasons, as warnings
     * @throws InvalidInputException if the host mapper fails
     */
    public DisplayResult displayResult(Iri iri, BidiWrapping wrapping) {
        return operations.display(Objects.requireNonNull(wrapping, "wrapping")).result(IriValue.layoutOf(iri));
    }

    /**
     * The host of an IRI as it should be shown to people (RFC 3987 §8): a label in Unicode only
     * where the host mapper checks spoofing (UTS #39, {@code iri-idna}; the core's mapper does
     * not) and passes it, and it keeps the bidi rules (§4.2); else in URI notation (§3.1), the
     * ACE ({@code xn--}) form in a DNS name, percent-encoded UTF-8 in any other host.
     *
     * @param iri an IRI reference
     * @return the host to display, or empty if there is no authority
     * @throws InvalidInputException if the host mapper fails
     */
    public Optional<String> displayHost(Iri iri) {
        return operations.displayHost(iri);
    }
}
