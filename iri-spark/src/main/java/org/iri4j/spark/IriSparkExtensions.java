package org.iri4j.spark;

import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.SparkSessionExtensions;
import org.apache.spark.sql.catalyst.FunctionIdentifier;
import org.apache.spark.sql.catalyst.expressions.Cast;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.apache.spark.sql.catalyst.expressions.ExpressionInfo;
import org.apache.spark.sql.classic.UserDefinedFunctionUtils;
import org.apache.spark.sql.expressions.SparkUserDefinedFunction;
import org.apache.spark.sql.internal.SQLConf;
import org.apache.spark.sql.types.DataTypes;
import scala.Function1;
import scala.Option;
import scala.Tuple3;
import scala.collection.immutable.Seq;
import scala.jdk.javaapi.CollectionConverters;
import scala.runtime.BoxedUnit;

/**
 * The iri4j functions in Spark SQL: name this class in {@code spark.sql.extensions} and every
 * session has {@code iri_check}, {@code iri_parse}, {@code iri_to_uri}, {@code iri_to_iri},
 * {@code iri_normalize}, {@code iri_equivalent}, {@code iri_resolve}, {@code iri_relativize} and
 * {@code iri_display}; {@code url_href}, {@code url_resolve}, {@code url_parse},
 * {@code url_check}, {@code url_is_valid_string} (the URL Standard's writing rules) and
 * {@code url_to_iri} (the bridge from a link to an IRI), which read links as browsers do; and {@code iri_canonicalize}, {@code iri_surt},
 * {@code iri_registrable_domain}, {@code iri_public_suffix} and {@code iri_same_site}, for crawl
 * canonicalization ({@link IriFunctions} says what each does); and {@code iri_template_expand},
 * {@code iri_template_expand_uri} and {@code iri_template_match}, URI Templates (RFC 6570,
 * {@link TemplateFunctions}); and {@code url_pattern_test} and {@code url_pattern_exec}, links
 * matched against URL patterns (the WHATWG URL Pattern Standard, {@link PatternFunctions}).
 *
 * <pre>
 * spark-submit --jars iri-spark-0.1.0-all.jar --conf spark.sql.extensions=org.iri4j.spark.IriSparkExtensions ...
 * SELECT iri_normalize(url, 'scheme') AS normal, count(*) FROM pages GROUP BY 1
 * </pre>
 *
 * <p>Each call is built as Spark builds a Java UDF's ({@code ScalaUDF}), so it is planned
 * and run as a UDF is. What it takes from the session ({@link IriFunctions#STRICT_OPTION},
 * {@link IriFunctions#PROFILE_OPTION}, the jars the session added) is read when the query is
 * analyzed. So is a level, rule, profile, form or input kind argument: it must be a constant (a literal, or an expression
 * of literals), and a name the functions do not know, or null, fails the query at analysis
 * with an {@link org.apache.spark.sql.AnalysisException} naming it and those they know; a
 * column there fails it too ({@code NON_FOLDABLE_ARGUMENT}), as a level that may change from
 * row to row would make the rows of one query incomparable. The string arguments reach the
 * function as the bytes Spark keeps (cast to binary), so that a value that is not UTF-8 is
 * refused rather than read with U+FFFD ({@link IriFunctions}).
 *
 * @since 0.1.0
 */
public final class IriSparkExtensions implements Function1<SparkSessionExtensions, BoxedUnit> {

    /** Made by Spark from {@code spark.sql.extensions}. */
    public IriSparkExtensions() {}

    /**
     * Adds the functions to a session's extensions.
     *
     * @param extensions the session's extensions
     * @return nothing
     */
    @Override
    public BoxedUnit apply(SparkSessionExtensions extensions) {
        for (IriFunction function : IriFunction.values()) {
            extensions.injectFunction(new Tuple3<>(
                    new FunctionIdentifier(function.sqlName()),
                    new ExpressionInfo(
                            IriFunctions.class.getName(),
                            null,
                            function.sqlName(),
                            function.usage(),
                            "",
                            "",
                            "",
                            "",
                            "0.1.0",
                            "",
                            "java_udf"),
                    (Function1<Seq<Expression>, Expression>) children -> build(function, children)));
        }
        return BoxedUnit.UNIT;
    }

    private static Expression build(IriFunction function, Seq<Expression> children) {
        List<Expression> arguments = CollectionConverters.asJava(children);
        if (!function.takes(arguments.size())) {
            throw new IllegalArgumentException(function.usage() + ": not " + arguments.size() + " arguments");
        }
        int given = function.stringsOf(arguments.size());
        Object chosen = given < arguments.size()
                ? function.choice().named(function.sqlName(), constant(function, arguments.get(given)))
                : function.choice().byDefault();
        SparkUserDefinedFunction udf =
                (SparkUserDefinedFunction) function.udf(chosen, FunctionSettings.ofActiveSession(), given);
        List<Expression> bytes = new ArrayList<>(given);
        for (Expression argument : arguments.subList(0, given)) {
            bytes.add(asBytes(argument));
        }
        return UserDefinedFunctionUtils.toScalaUDF(
                udf, CollectionConverters.asScala(bytes).toSeq());
    }

    /**
     * The value of a level, rule, profile, form or input kind argument: a constant, evaluated once here (Spark resolves an
     * argument before it builds the function).
     */
    private static String constant(IriFunction function, Expression argument) {
        if (!argument.foldable()) {
            throw QueryErrors.notConstant(function.sqlName(), function.choice().parameter());
        }
        Object value = asString(argument).eval(null);
        return value == null ? null : value.toString();
    }

    /**
     * As Spark's own string functions do (upper(42) is '42'), an argument of another type is
     * cast to a string; the UDF would otherwise get, say, an Integer where it reads a String.
     */
    private static Expression asString(Expression argument) {
        return new Cast(
                argument, DataTypes.StringType, Option.apply(SQLConf.get().sessionLocalTimeZone()));
    }

    /**
     * A string argument as the bytes Spark keeps for it (a cast to binary copies them as they
     * are), which {@link FunctionCall} reads as strict UTF-8: the UDF's own conversion to a Java
     * String would repair bytes that are not UTF-8 into U+FFFD.
     */
    private static Expression asBytes(Expression argument) {
        return new Cast(
                asString(argument),
                DataTypes.BinaryType,
                Option.apply(SQLConf.get().sessionLocalTimeZone()));
    }
}
