package org.iri4j.spark;

import java.io.Serializable;
import java.util.Map;
import org.apache.spark.sql.api.java.UDF1;
import org.apache.spark.sql.api.java.UDF2;
import org.apache.spark.sql.api.java.UDF3;
import org.apache.spark.sql.expressions.UserDefinedFunction;
import org.apache.spark.sql.functions;
import org.apache.spark.sql.types.DataType;
import org.iri4j.api.IriRule;

/**
 * The functions, each with its SQL name, its answer's type, and what it does for each number
 * of arguments it takes: the one catalog both the SQL extension and {@link IriFunctions} read.
 * Every function is null in, null out; a value iri4j refuses gives null, or fails the task when
 * the function is strict.
 */
enum IriFunction {

    CHECK("iri_check", Schemas.CHECK, "iri_check(s [, rule]) - the check struct of s against a rule (default IRI-reference)",
            Map.of(1, (Op1) s -> Operations.check(s, IriRule.IRI_REFERENCE),
                    2, (Op2) (s, rule) -> Operations.check(s, Levels.rule(rule)))),
    PARSE("iri_parse", Schemas.PARSE, "iri_parse(s) - the components of an IRI reference", Map.of(1, (Op1) Operations::parse)),
    TO_URI("iri_to_uri", Schemas.STRING, "iri_to_uri(s) - the URI of an IRI reference (RFC 3987 3.1)",
            Map.of(1, (Op1) Operations::toUri)),
    TO_IRI("iri_to_iri", Schemas.STRING, "iri_to_iri(s) - the IRI of a URI reference (RFC 3987 3.2)",
            Map.of(1, (Op1) Operations::toIri)),
    NORMALIZE("iri_normalize", Schemas.STRING, "iri_normalize(s [, level]) - the normal form at simple, syntax or scheme level"
            + " (default scheme, RFC 3987 5.3)", Map.of(1, (Op1) s -> Operations.normalize(s, "scheme"),
                    2, (Op2) Operations::normalize)),
    EQUIVALENT("iri_equivalent", Schemas.BOOLEAN, "iri_equivalent(a, b [, level]) - whether a and b are equivalent at a level"
            + " (default scheme, RFC 3987 5.3)", Map.of(2, (Op2) (a, b) -> Operations.equivalent(a, b, "scheme"),
                    3, (Op3) Operations::equivalent)),
    RESOLVE("iri_resolve", Schemas.STRING, "iri_resolve(base, ref) - ref resolved against base (RFC 3986 5.2)",
            Map.of(2, (Op2) Operations::resolve)),
    RELATIVIZE("iri_relativize", Schemas.STRING, "iri_relativize(base, target) - the shortest reference to target from base",
            Map.of(2, (Op2) Operations::relativize)),
    DISPLAY("iri_display", Schemas.STRING, "iri_display(s) - the form to show people (RFC 3987 4.1-4.2)",
            Map.of(1, (Op1) Operations::display));

    /** One argument's work. */
    interface Op1 extends Serializable {
        Object apply(String a);
    }

    /** Two arguments' work. */
    interface Op2 extends Serializable {
        Object apply(String a, String b);
    }

    /** Three arguments' work. */
    interface Op3 extends Serializable {
        Object apply(String a, String b, String c);
    }

    private final String sqlName;
    private final DataType type;
    private final String usage;
    private final Map<Integer, Serializable> byArity;

    IriFunction(String sqlName, DataType type, String usage, Map<Integer, Serializable> byArity) {
        this.sqlName = sqlName;
        this.type = type;
        this.usage = usage;
        this.byArity = byArity;
    }

    String sqlName() {
        return sqlName;
    }

    String usage() {
        return usage;
    }

    boolean takes(int arguments) {
        return byArity.containsKey(arguments);
    }

    /**
     * The Spark UDF for a number of arguments.
     *
     * @param arguments how many
     * @param strict    whether a refused value fails the task instead of giving null
     * @return the UDF, named after the function
     */
    UserDefinedFunction udf(int arguments, boolean strict) {
        Serializable op = byArity.get(arguments);
        UserDefinedFunction udf;
        if (op instanceof Op1 one) {
            udf = functions.udf((UDF1<String, Object>) a -> a == null ? null : guarded(strict, () -> one.apply(a)), type);
        } else if (op instanceof Op2 two) {
            udf = functions.udf((UDF2<String, String, Object>) (a, b) -> a == null || b == null ? null
                    : guarded(strict, () -> two.apply(a, b)), type);
        } else if (op instanceof Op3 three) {
            udf = functions.udf((UDF3<String, String, String, Object>) (a, b, c) -> a == null || b == null || c == null
                    ? null : guarded(strict, () -> three.apply(a, b, c)), type);
        } else {
            throw new IllegalArgumentException(sqlName + " takes no " + arguments + " arguments");
        }
        return udf.withName(sqlName);
    }

    /** What an operation gives, null for a value it refuses unless strict. */
    private static Object guarded(boolean strict, java.util.function.Supplier<Object> work) {
        try {
            return work.get();
        } catch (IllegalArgumentException refused) {
            if (strict) {
                throw refused;
            }
            return null;
        }
    }
}
