package org.iri4j.core.internal.value;

import java.io.InvalidObjectException;
import java.io.ObjectStreamException;
import java.io.Serializable;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import org.iri4j.api.HostKind;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Iri;
import org.iri4j.api.IriBuilder;
import org.iri4j.api.IriRule;
import org.iri4j.api.QueryEncoding;
import org.iri4j.api.QueryParameters;
import org.iri4j.api.ResolutionMode;
import org.iri4j.core.internal.codec.PercentDecoder;
import org.iri4j.core.internal.layout.ComponentsBuilder;
import org.iri4j.core.internal.layout.Layout;
import org.iri4j.core.internal.layout.ReferenceParser;
import org.iri4j.core.internal.layout.ReferenceResolver;
import org.iri4j.core.internal.layout.Relativizer;
import org.iri4j.core.internal.syntax.ViolationSink;

/**
 * The {@link Iri} of iri4j: a plain value, its text and the {@link Layout} of its components,
 * and nothing else. Strings for components are made only when an accessor asks for them.
 * Equality, hashing, order and serialization are those of its text; what needs the rules of a
 * scheme or a host mapper is asked of an environment, which takes the value as an argument.
 */
public final class IriValue implements Iri {

    private static final long serialVersionUID = 1L;

    /** Not serialized: the serial form is the text ({@link #writeReplace}). */
    private final transient Layout layout;

    /**
     * The value of a layout, which must not change any more (layouts do not once they leave
     * the layout package).
     *
     * @param layout the text and where its components lie
     */
    public IriValue(Layout layout) {
        this.layout = Objects.requireNonNull(layout, "layout");
    }

    /**
     * Parses a string against a rule, throwing at the first error.
     *
     * @param s    the string
     * @param rule the rule
     * @return the value
     * @throws org.iri4j.api.InvalidInputException at the first error of the grammar
     */
    public static IriValue parse(String s, IriRule rule) {
        return new IriValue(ReferenceParser.parse(s, rule, ViolationSink.THROWING));
    }

    /**
     * The layout of any {@link Iri}: the value's own, or, for an {@code Iri} iri4j did not
     * make, its string parsed again as an {@code IRI-reference}.
     *
     * @param iri an IRI reference
     * @return its layout
     * @throws org.iri4j.api.InvalidInputException if a foreign implementation's string is no IRI reference
     */
    public static Layout layoutOf(Iri iri) {
        if (iri instanceof IriValue) {
            return ((IriValue) iri).layout;
        }
        return ReferenceParser.parse(iri.toString(), IriRule.IRI_REFERENCE, ViolationSink.THROWING);
    }

    /**
     * The value for any {@link Iri}: itself, or a foreign implementation's string parsed again.
     *
     * @param iri an IRI reference
     * @return the value
     */
    public static IriValue of(Iri iri) {
        return iri instanceof IriValue ? (IriValue) iri : new IriValue(layoutOf(iri));
    }

    /**
     * A builder of values from components (RFC 3986 §5.3).
     *
     * @return a new builder with an empty path and no other component
     */
    public static IriBuilder builder() {
        return ComponentsBuilder.empty(IriValue::new);
    }

    /** @return the text and where its components lie, for the core's own algorithms */
    public Layout layout() {
        return layout;
    }

    // ---- Iri: components as written --------------------------------------------------

    @Override
    public Optional<String> scheme() {
        return layout.scheme();
    }

    @Override
    public Optional<String> authority() {
        return layout.authority();
    }

    @Override
    public Optional<String> userinfo() {
        return layout.userinfo();
    }

    @Override
    public Optional<String> host() {
        return layout.host();
    }

    @Override
    public Optional<HostKind> hostKind() {
        return layout.hostKind();
    }

    @Override
    public Optional<String> port() {
        return layout.port();
    }

    @Override
    public String path() {
        return layout.path();
    }

    @Override
    public Optional<String> query() {
        return layout.query();
    }

    @Override
    public Optional<String> fragment() {
        return layout.fragment();
    }

    @Override
    public List<String> pathSegments() {
        return ComponentViews.segments(path(), false);
    }

    @Override
    public QueryParameters queryParameters() {
        return ComponentViews.parameters(query(), null);
    }

    @Override
    public OptionalInt portNumber() {
        return ComponentViews.portNumber(layout);
    }

    @Override
    public String redacted() {
        return ComponentViews.redacted(layout);
    }

    @Override
    public boolean isAbsolute() {
        return layout.isAbsolute();
    }

    @Override
    public boolean hasAuthority() {
        return layout.hasAuthority();
    }

    @Override
    public boolean hasQuery() {
        return layout.hasQuery();
    }

    @Override
    public boolean hasFragment() {
        return layout.hasFragment();
    }

    // ---- Iri: components decoded ------------------------------------------------------

    @Override
    public Optional<String> decodedUserinfo() {
        return ComponentViews.decoded(userinfo());
    }

    @Override
    public String decodedPath() {
        return PercentDecoder.decodeAll(path());
    }

    @Override
    public List<String> decodedPathSegments() {
        return ComponentViews.segments(path(), true);
    }

    @Override
    public Optional<String> decodedQuery() {
        return ComponentViews.decoded(query());
    }

    @Override
    public Optional<String> decodedFragment() {
        return ComponentViews.decoded(fragment());
    }

    @Override
    public QueryParameters decodedQueryParameters() {
        return ComponentViews.parameters(query(), QueryEncoding.PERCENT);
    }

    @Override
    public QueryParameters decodedQueryParameters(QueryEncoding encoding) {
        return ComponentViews.parameters(query(), Objects.requireNonNull(encoding, "encoding"));
    }

    // ---- Iri: RFC 3986 §5 -------------------------------------------------------------

    @Override
    public Iri resolve(Iri reference, ResolutionMode mode) {
        Layout ref = layoutOf(reference);
        Layout target = ReferenceResolver.resolve(layout, ref, Objects.requireNonNull(mode, "mode"));
        return target == ref && reference instanceof IriValue ? reference : new IriValue(target);
    }

    @Override
    public Iri relativize(Iri target) {
        return new IriValue(Relativizer.relativize(layout, layoutOf(target)));
    }

    @Override
    public IriBuilder toBuilder() {
        return ComponentsBuilder.from(layout, IriValue::new);
    }

    // ---- a value: its text --------------------------------------------------------------

    @Override
    public String toString() {
        return layout.string();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Iri && layout.string().equals(other.toString());
    }

    @Override
    public int hashCode() {
        return layout.string().hashCode();
    }

    /**
     * Serialization: the serial form of an IRI is its string ({@link Serialized}).
     *
     * @return the serial form
     */
    private Object writeReplace() {
        return new Serialized(layout.string());
    }

    private void readObject(java.io.ObjectInputStream in) throws InvalidObjectException {
        throw new InvalidObjectException("an IRI is read from its serial form, its string");
    }

    /**
     * The serial form of an IRI: its string. Read back, the string is parsed again; a stream
     * that holds no IRI reference is refused, never turned into a value that breaks the grammar.
     *
     * @param iri the IRI reference
     */
    private record Serialized(String iri) implements Serializable {

        private Object readResolve() throws ObjectStreamException {
            if (iri == null) {
                throw new InvalidObjectException("an IRI's serial form holds its string, and this one holds null");
            }
            try {
                return IriValue.parse(iri, IriRule.IRI_REFERENCE);
            } catch (InvalidInputException e) {
                InvalidObjectException invalid = new InvalidObjectException("not an IRI reference: " + e.getMessage());
                invalid.initCause(e);
                throw invalid;
            }
        }
    }
}
