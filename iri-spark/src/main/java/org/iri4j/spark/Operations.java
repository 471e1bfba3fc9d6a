package org.iri4j.spark;

import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.iri4j.api.CheckResult;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.Iri;
import org.iri4j.api.IriRule;
import org.iri4j.api.Violation;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;

/**
 * What each function does to one row's values, in the environment of the JVM evaluating it
 * ({@link Environments}): the iri4j call and the Spark value of its answer. A value the
 * operation refuses ({@link IllegalArgumentException}, {@link org.iri4j.api.InvalidInputException}
 * among them) gives null, or is thrown when the function is strict
 * ({@link IriFunctions#STRICT_OPTION}).
 */
final class Operations {

    private Operations() {}

    /** RFC 3987 §2.2 and the recommendations: the check struct, never null for a string. */
    static Row check(IriEnvironment env, String s, IriRule rule) {
        CheckResult result = env.check(s, rule);
        if (result.violations().isEmpty()) {
            return RowFactory.create(result.isValid(), List.of()); // most IRIs: no list to make
        }
        List<Row> violations = new ArrayList<>(result.violations().size());
        for (Violation v : result.violations()) {
            violations.add(RowFactory.create(
                    v.code().id(),
                    v.severity().name(),
                    v.start(),
                    v.end(),
                    v.component().label(),
                    v.message()));
        }
        return RowFactory.create(result.isValid(), violations);
    }

    /** The components, absent ones null and empty ones empty. */
    static Row parse(IriEnvironment env, String s) {
        Iri iri = Iris.parse(s);
        return RowFactory.create(
                iri.scheme().orElse(null),
                iri.authority().orElse(null),
                iri.userinfo().orElse(null),
                iri.host().orElse(null),
                iri.port().orElse(null),
                iri.path(),
                iri.query().orElse(null),
                iri.fragment().orElse(null));
    }

    /** RFC 3987 §3.1. */
    static String toUri(IriEnvironment env, String s) {
        return env.toUri(Iris.parse(s)).toString();
    }

    /** RFC 3987 §3.2. */
    static String toIri(IriEnvironment env, String s) {
        return env.toIri(Iris.parse(s)).toString();
    }

    /** RFC 3987 §5.3. */
    static String normalize(IriEnvironment env, String s, ComparisonLevel level) {
        return env.normalize(Iris.parse(s), level).toString();
    }

    /** RFC 3987 §5.3: equality of normal forms. */
    static Boolean equivalent(IriEnvironment env, String a, String b, ComparisonLevel level) {
        return env.equivalent(Iris.parse(a), Iris.parse(b), level);
    }

    /** RFC 3986 §5.2, strict. */
    static String resolve(IriEnvironment env, String base, String reference) {
        return Iris.parse(base).resolve(Iris.parse(reference)).toString();
    }

    /** The inverse of resolution. */
    static String relativize(IriEnvironment env, String base, String target) {
        return Iris.parse(base).relativize(Iris.parse(target)).toString();
    }

    /**
     * RFC 3987 §4.1-4.2: the form to show people; why a host is in ACE form is in
     * {@link #check}'s warnings (RFC 3987 §8).
     */
    static String display(IriEnvironment env, String s) {
        return env.display(Iris.parse(s));
    }
}
