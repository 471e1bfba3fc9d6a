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
 * {@code iri_display} ({@link IriFunctions} says what each does).
 *
 * <pre>
 * spark-submit --jars iri-spark-0.1.0-all.jar --conf spark.sql.extensions=org.iri4j.spark.IriSparkExtensions ...
 * SELECT iri_normalize(url, 'scheme') AS normal, count(*) FROM pages GROUP BY 1
 * </pre>
 *
 * <p>Each call is built as Spark builds a Java UDF's ({@code ScalaUDF}), so it is planned
 * and run as a UDF is; the strict option ({@link IriFunctions#STRICT_OPTION}) is read from the
 * session when the query is analyzed.
 *
 * @since 0.1.0
 */
public final class IriSparkExtensions implements Function1<SparkSessionExtensions, BoxedUnit> {

    /** Made by Spark from {@code spark.sql.extensions}. */
    public IriSparkExtensions() {
    }

    /**
     * Adds the functions to a session's extensions.
     *
     * @param extensions the session's extensions
     * @return nothing
     */
    @Override
    public BoxedUnit apply(SparkSessionExtensions extensions) {
        for (IriFunction function : IriFunction.values()) {
            extensions.injectFunction(new Tuple3<>(new FunctionIdentifier(function.sqlName()),
                    new ExpressionInfo(IriFunctions.class.getName(), null, function.sqlName(), function.usage(), "", "", "",
                            "", "0.1.0", "", "java_udf"),
                    (Function1<Seq<Expression>, Expression>) children -> build(function, children)));
        }
        return BoxedUnit.UNIT;
    }

    private static Expression build(IriFunction function, Seq<Expression> children) {
        int arguments = children.size();
        if (!function.takes(arguments)) {
            throw new IllegalArgumentException(function.usage() + ": not " + arguments + " arguments");
        }
        boolean strict = Boolean.parseBoolean(SQLConf.get().getConfString(IriFunctions.STRICT_OPTION, "false"));
        SparkUserDefinedFunction udf = (SparkUserDefinedFunction) function.udf(arguments, strict);
        // As Spark's own string functions do (upper(42) is '42'), an argument of another type is
        // cast to a string; the UDF would otherwise get, say, an Integer where it reads a String.
        List<Expression> strings = new ArrayList<>(arguments);
        for (Expression child : CollectionConverters.asJava(children)) {
            strings.add(new Cast(child, DataTypes.StringType, Option.empty()));
        }
        return UserDefinedFunctionUtils.toScalaUDF(udf, CollectionConverters.asScala(strings).toSeq());
    }
}
