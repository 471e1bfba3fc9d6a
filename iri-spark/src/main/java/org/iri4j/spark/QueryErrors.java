package org.iri4j.spark;

import java.util.Map;
import org.apache.spark.sql.AnalysisException;
import scala.jdk.javaapi.CollectionConverters;

/**
 * The errors of a query that is wrong whatever its rows hold: a level, rule, profile, form or input kind the functions do
 * not know, one that is not a constant, a session option with a value they cannot use. Each is
 * an {@link AnalysisException} with one of Spark's error conditions, so that it is raised when
 * the query is analyzed (or its column made), reads as Spark's own errors do, and carries the
 * bad value and what was expected; never a task failure on the executors.
 *
 * <p>Each method throws its error, declaring a {@link RuntimeException} as its answer so that
 * a caller writes {@code throw QueryErrors.x(...)}. {@code AnalysisException} is a Scala
 * exception, unchecked there, which Spark throws from every method a Java caller uses without
 * declaring it ({@code spark.sql}, say); these do the same, rather than force a
 * {@code throws} clause on the DataFrame API and on Spark's function builders, which cannot
 * take one.
 */
final class QueryErrors {

    private QueryErrors() {}

    /**
     * A level, rule, profile, form or input kind the function does not know.
     *
     * @param function  the function's SQL name
     * @param parameter the parameter's name ({@code level}, {@code rule})
     * @param problem   what was given and what is accepted, e.g. "no rule 'url'; expected ..."
     * @return never: throws the error, condition {@code INVALID_PARAMETER_VALUE.PATTERN}
     */
    static RuntimeException unknownName(String function, String parameter, String problem) {
        return error(
                "INVALID_PARAMETER_VALUE.PATTERN",
                Map.of("parameter", quoted(parameter), "functionName", quoted(function), "value", problem));
    }

    /**
     * A NULL level, rule, profile, form or input kind: it is part of the query, not a value of a row.
     *
     * @param function  the function's SQL name
     * @param parameter the parameter's name
     * @return never: throws the error, condition {@code INVALID_PARAMETER_VALUE.NULL}
     */
    static RuntimeException nullName(String function, String parameter) {
        return error(
                "INVALID_PARAMETER_VALUE.NULL",
                Map.of("parameter", quoted(parameter), "functionName", quoted(function)));
    }

    /**
     * A level, rule, profile, form or input kind that is not a constant, a column say: it is chosen once per query.
     *
     * @param function  the function's SQL name
     * @param parameter the parameter's name
     * @return never: throws the error, condition {@code NON_FOLDABLE_ARGUMENT}
     */
    static RuntimeException notConstant(String function, String parameter) {
        return error(
                "NON_FOLDABLE_ARGUMENT",
                Map.of("funcName", quoted(function), "paramName", quoted(parameter), "paramType", "\"STRING\""));
    }

    /**
     * A session option set to a value that is not one of those it takes.
     *
     * @param option   the option's name
     * @param value    its value
     * @param accepted the values it takes, e.g. "standard, strict"
     * @return never: throws the error, condition {@code INVALID_CONF_VALUE.OUT_OF_RANGE_OF_OPTIONS}
     */
    static RuntimeException badOption(String option, String value, String accepted) {
        return error(
                "INVALID_CONF_VALUE.OUT_OF_RANGE_OF_OPTIONS",
                Map.of("confName", option, "confValue", value, "confOptions", accepted));
    }

    /**
     * A session option whose value names something that cannot be used, a file say.
     *
     * @param option  the option's name
     * @param value   its value
     * @param problem what is wrong with it
     * @return never: throws the error, condition {@code INVALID_CONF_VALUE.REQUIREMENT}
     */
    static RuntimeException badOptionValue(String option, String value, String problem) {
        return error(
                "INVALID_CONF_VALUE.REQUIREMENT",
                Map.of("confName", option, "confValue", value, "confRequirement", problem));
    }

    private static RuntimeException error(String condition, Map<String, String> parameters) {
        throw QueryErrors.<RuntimeException>unchecked(new AnalysisException(
                condition, scala.collection.immutable.Map.from(CollectionConverters.asScala(parameters))));
    }

    /** Throws a checked exception where Java would want it declared: T is inferred unchecked. */
    @SuppressWarnings("unchecked")
    private static <T extends Throwable> T unchecked(Throwable error) throws T {
        throw (T) error;
    }

    /** A name as Spark quotes identifiers in its messages. */
    private static String quoted(String name) {
        return "`" + name + "`";
    }
}
