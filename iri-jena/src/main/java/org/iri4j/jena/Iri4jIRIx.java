package org.iri4j.jena;

import java.util.function.BiConsumer;
import java.util.function.Supplier;
import org.apache.jena.irix.IRIException;
import org.apache.jena.irix.IRIx;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Iri;

/**
 * An {@link IRIx} over an iri4j {@link Iri}: Jena's string is the IRI exactly as it was given
 * (or as an operation produced it), and equality is that string's.
 */
final class Iri4jIRIx extends IRIx {

    private final Iri iri;
    private final JenaViolations violations;
    private final Creator provider;

    Iri4jIRIx(Iri iri, JenaViolations violations, Creator provider) {
        super(iri.toString());
        this.iri = iri;
        this.violations = violations;
        this.provider = provider;
    }

    /** absolute-IRI (RFC 3987 §2.2): a scheme and no fragment. */
    @Override
    public boolean isAbsolute() {
        return iri.isAbsolute() && !iri.hasFragment();
    }

    /** A relative reference (RFC 3986 §4.2): no scheme. */
    @Override
    public boolean isRelative() {
        return !iri.isAbsolute();
    }

    @Override
    public boolean hasScheme(String scheme) {
        return iri.scheme().map(own -> own.equalsIgnoreCase(scheme)).orElse(false);
    }

    @Override
    public String scheme() {
        return iri.scheme().orElse(null);
    }

    /**
     * Usable as an RDF term, as Jena 6 defines it: it has a scheme (RDF 1.1 Concepts §3.2: IRIs
     * in RDF are absolute), no userinfo (RFC 3986 §3.2.1 deprecates {@code user:password};
     * RFC 9110 §4.2.4 forbids userinfo in http and https), and breaks no rule of its scheme
     * that is an error (an http IRI without a host, RFC 9110 §4.2.1; a URN whose NID or NSS
     * breaks RFC 8141 §2).
     */
    @Override
    public boolean isReference() {
        return iri.isAbsolute() && iri.userinfo().isEmpty() && !violations.hasErrors();
    }

    /**
     * RFC 3986 §5.2, strict; the reference is created by the provider first, so that its
     * grammar and, in strict mode, its scheme's MUSTs are checked.
     */
    @Override
    public IRIx resolve(String other) {
        return resolve(provider.create(other));
    }

    @Override
    public IRIx resolve(IRIx other) {
        Iri4jIRIx reference = own(other);
        Iri target = guarded(() -> iri.resolve(reference.iri));
        return target.toString().equals(reference.str()) ? reference : provider.create(target.toString());
    }

    /** Scheme-based normalization (RFC 3986 §6.2.3, RFC 3987 §5.3.3), which includes syntax-based. */
    @Override
    public IRIx normalize() {
        Iri normal = guarded(() -> provider.environment().normalize(iri, ComparisonLevel.SCHEME));
        return normal.toString().equals(str()) ? this : provider.create(normal.toString());
    }

    /**
     * The shortest reference that resolves against this base back to {@code other} exactly,
     * or null where Jena's contract wants none: this base has no scheme or has a query, the
     * other IRI has another scheme or authority (only the path, query and fragment are made
     * relative), or no reference reaches it (its path keeps dot segments).
     */
    @Override
    public IRIx relativize(IRIx other) {
        Iri4jIRIx target = own(other);
        if (!iri.isAbsolute() || iri.hasQuery() || !target.iri.isAbsolute()) {
            return null;
        }
        try {
            Iri reference = iri.relativize(target.iri);
            return reference.isAbsolute() || reference.hasAuthority() ? null : provider.create(reference.toString());
        } catch (InvalidInputException unreachable) {
            return null;
        }
    }

    @Override
    public boolean hasViolations() {
        return !violations.isEmpty();
    }

    @Override
    public void handleViolations(BiConsumer<Boolean, String> handler) {
        violations.forEach(handler);
    }

    /** The iri4j value. */
    @Override
    public Iri getImpl() {
        return iri;
    }

    @Override
    public int hashCode() {
        return str().hashCode();
    }

    @Override
    public boolean equals(Object other) {
        return this == other || other instanceof Iri4jIRIx that && str().equals(that.str());
    }

    /** An operation's InvalidInputException (e.g. a base without a scheme, RFC 3986 §5.1) as Jena's exception. */
    private Iri guarded(Supplier<Iri> operation) {
        try {
            return operation.get();
        } catch (InvalidInputException e) {
            throw new IRIException("<" + str() + "> " + e.getMessage(), e);
        }
    }

    /** Another provider's IRIx is re-created by this one, so that iri4j's rules apply to it too. */
    private Iri4jIRIx own(IRIx other) {
        return other instanceof Iri4jIRIx own ? own : (Iri4jIRIx) provider.create(other.str());
    }
}
