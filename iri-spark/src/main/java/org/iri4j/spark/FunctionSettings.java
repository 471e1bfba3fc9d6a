package org.iri4j.spark;

import java.io.Serializable;
import java.util.List;
import java.util.Locale;
import org.apache.spark.sql.internal.SQLConf;
import org.iri4j.api.SeverityMap;

/**
 * What a function call takes from the session it is made in: read once, when the query is
 * analyzed (SQL) or the column made (DataFrame API), and carried with the call to the
 * executors, so that every row of a query is answered under the same settings.
 *
 * @param failOnRefused whether a value iri4j refuses fails the task instead of giving null
 *                      ({@value IriFunctions#STRICT_OPTION})
 * @param profile       the severity profile of {@code iri_check} ({@value IriFunctions#PROFILE_OPTION})
 * @param driverJars    the URLs of the jars the session added, for the rows evaluated on the
 *                      driver ({@link DriverJars})
 */
record FunctionSettings(boolean failOnRefused, SeverityMap.Profile profile, List<String> driverJars)
        implements Serializable {

    /** Copies the list: the settings are a value. */
    FunctionSettings {
        driverJars = List.copyOf(driverJars);
    }

    /**
     * The settings of the active session (Spark's defaults when there is none).
     *
     * @return the settings
     * @throws org.apache.spark.sql.AnalysisException if an option holds a value it does not take
     */
    static FunctionSettings ofActiveSession() {
        SQLConf conf = SQLConf.get();
        return new FunctionSettings(failOnRefused(conf), profile(conf), DriverJars.ofActiveSession());
    }

    private static boolean failOnRefused(SQLConf conf) {
        String value = conf.getConfString(IriFunctions.STRICT_OPTION, "false");
        switch (value.trim().toLowerCase(Locale.ROOT)) {
            case "true":
                return true;
            case "false":
                return false;
            default:
                throw QueryErrors.badOption(IriFunctions.STRICT_OPTION, value, "true, false");
        }
    }

    private static SeverityMap.Profile profile(SQLConf conf) {
        String value = conf.getConfString(IriFunctions.PROFILE_OPTION, "standard");
        switch (value.trim().toLowerCase(Locale.ROOT)) {
            case "standard":
                return SeverityMap.Profile.STANDARD;
            case "strict":
                return SeverityMap.Profile.STRICT;
            default:
                throw QueryErrors.badOption(IriFunctions.PROFILE_OPTION, value, "standard, strict");
        }
    }
}
