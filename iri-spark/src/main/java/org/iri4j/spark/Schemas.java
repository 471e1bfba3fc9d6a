package org.iri4j.spark;

import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;

/** The Spark types of the functions' answers. */
final class Schemas {

    /**
     * One violation: its stable code, severity, start and end (UTF-16 indexes into the input, the
     * end exclusive: {@code Violation.start()}, {@code end()}), component and message.
     */
    static final StructType VIOLATION = new StructType(new StructField[] {
        DataTypes.createStructField("code", DataTypes.StringType, false),
        DataTypes.createStructField("severity", DataTypes.StringType, false),
        DataTypes.createStructField("start", DataTypes.IntegerType, false),
        DataTypes.createStructField("end", DataTypes.IntegerType, false),
        DataTypes.createStructField("component", DataTypes.StringType, false),
        DataTypes.createStructField("message", DataTypes.StringType, false)
    });

    /** {@code iri_check}'s answer. */
    static final StructType CHECK = new StructType(new StructField[] {
        DataTypes.createStructField("valid", DataTypes.BooleanType, false),
        DataTypes.createStructField("violations", DataTypes.createArrayType(VIOLATION, false), false)
    });

    /** {@code iri_parse}'s answer: absent components null, empty ones empty. */
    static final StructType PARSE = new StructType(new StructField[] {
        DataTypes.createStructField("scheme", DataTypes.StringType, true),
        DataTypes.createStructField("authority", DataTypes.StringType, true),
        DataTypes.createStructField("userinfo", DataTypes.StringType, true),
        DataTypes.createStructField("host", DataTypes.StringType, true),
        DataTypes.createStructField("port", DataTypes.StringType, true),
        DataTypes.createStructField("path", DataTypes.StringType, false),
        DataTypes.createStructField("query", DataTypes.StringType, true),
        DataTypes.createStructField("fragment", DataTypes.StringType, true)
    });

    /**
     * One validation error of the URL Standard (§1.1, §4.4): its code, start and end (UTF-16
     * indexes into the input, the end exclusive) and message, named as
     * {@code iri url --format json} names them.
     */
    static final StructType URL_ERROR = new StructType(new StructField[] {
        DataTypes.createStructField("code", DataTypes.StringType, false),
        DataTypes.createStructField("start", DataTypes.IntegerType, false),
        DataTypes.createStructField("end", DataTypes.IntegerType, false),
        DataTypes.createStructField("message", DataTypes.StringType, false)
    });

    /** The validation errors of one reading. */
    static final DataType URL_ERRORS = DataTypes.createArrayType(URL_ERROR, false);

    /** {@code url_check}'s answer: whether the parser returned a URL, and every validation error in the Standard's order, the failure last. */
    static final StructType URL_CHECK = new StructType(new StructField[] {
        DataTypes.createStructField("valid", DataTypes.BooleanType, false),
        DataTypes.createStructField("errors", URL_ERRORS, false)
    });

    /**
     * {@code url_parse}'s answer: the URL API's attributes (URL Standard §6.1), never null, the
     * validation errors the parser reported without failing, and whether the string, as written,
     * is a valid URL string (§4.3 URL writing), as {@code iri url --format json} has them.
     */
    static final StructType URL = new StructType(new StructField[] {
        DataTypes.createStructField("href", DataTypes.StringType, false),
        DataTypes.createStructField("origin", DataTypes.StringType, false),
        DataTypes.createStructField("protocol", DataTypes.StringType, false),
        DataTypes.createStructField("username", DataTypes.StringType, false),
        DataTypes.createStructField("password", DataTypes.StringType, false),
        DataTypes.createStructField("host", DataTypes.StringType, false),
        DataTypes.createStructField("hostname", DataTypes.StringType, false),
        DataTypes.createStructField("port", DataTypes.StringType, false),
        DataTypes.createStructField("pathname", DataTypes.StringType, false),
        DataTypes.createStructField("search", DataTypes.StringType, false),
        DataTypes.createStructField("hash", DataTypes.StringType, false),
        DataTypes.createStructField("errors", URL_ERRORS, false),
        DataTypes.createStructField("validUrlString", DataTypes.BooleanType, false)
    });

    /**
     * {@code url_pattern_exec}'s answer: the groups that took part in a match (URL Pattern
     * Standard §1.4 "create a component match result"), keyed {@code pathname.id}: the
     * component's key, a dot, the group's name.
     */
    static final DataType URL_PATTERN_GROUPS =
            DataTypes.createMapType(DataTypes.StringType, DataTypes.StringType, false);

    static final DataType STRING = DataTypes.StringType;
    static final DataType BOOLEAN = DataTypes.BooleanType;

    private Schemas() {}
}
