package org.iri4j.spark;

import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.iri4j.api.CheckResult;
import org.iri4j.api.Iri;
import org.iri4j.api.IriRule;
import org.iri4j.api.Violation;
import org.iri4j.core.IriEnvironment;

/**
 * What each function does to one row's values, with the executor's environment: the iri4j
 * call and the Spark value of its answer. A value the operation refuses
 * ({@link IllegalArgumentException}, {@link org.iri4j.api.IriSyntaxException} among them)
 * gives null, or is thrown when the function is strict ({@link IriFunctions#STRICT_OPTION}).
 */
final class Operations {

    private Operations() {
    }

    /** RFC 3987 §2.2 and the recommendations: the check struct, never null for a string. */
    static Row check(String s, IriRule rule) {
        CheckResult result = ExecutorEnvironment.get().check(s, rule);
        List<Row> violations = new ArrayList<>(result.violations().size());
        for (Violation v : result.violations()) {
            violations.add(RowFactory.create(v.code().id(), v.severity().name(), v.start(), v.component().label(), v.message()));
        }
        return RowFactory.create(result.isValid(), violations);
    }

    /** The components, absent ones null and empty ones empty. */
    static Row parse(String s) {
        Iri iri = ExecutorEnvironment.get().parse(s);
        return RowFactory.create(iri.scheme().orElse(null), iri.authority().orElse(null), iri.userinfo().orElse(null),
                iri.host().orElse(null), iri.port().orElse(null), iri.path(), iri.query().orElse(null),
                iri.fragment().orElse(null));
    }

    /** RFC 3987 §3.1. */
    static String toUri(String s) {
        return ExecutorEnvironment.get().mapper().toUri(s).toString();
    }

    /** RFC 3987 §3.2. */
    static String toIri(String s) {
        return ExecutorEnvironment.get().mapper().toIri(s).toString();
    }

    /** RFC 3987 §5.3. */
    static String normalize(String s, String level) {
        IriEnvironment env = ExecutorEnvironment.get();
        return env.comparator(Levels.level(level)).normalForm(env.parse(s)).toString();
    }

    /** RFC 3987 §5.3: equality of normal forms. */
    static Boolean equivalent(String a, String b, String level) {
        IriEnvironment env = ExecutorEnvironment.get();
        return env.comparator(Levels.level(level)).equivalent(env.parse(a), env.parse(b));
    }

    /** RFC 3986 §5.2, strict. */
    static String resolve(String base, String reference) {
        return ExecutorEnvironment.get().parse(base).resolve(reference).toString();
    }

    /** The inverse of resolution. */
    static String relativize(String base, String target) {
        return ExecutorEnvironment.get().parse(base).relativize(target).toString();
    }

    /** RFC 3987 §4.1-4.2: the form to show people. */
    static String display(String s) {
        IriEnvironment env = ExecutorEnvironment.get();
        return env.display(env.parse(s));
    }
}
