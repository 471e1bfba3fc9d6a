package org.iri4j.spark;

import java.net.MalformedURLException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.spark.sql.SparkSession;
import scala.Option;
import scala.jdk.javaapi.CollectionConverters;

/**
 * The jars a session added, so that the rows Spark evaluates on the driver (a {@code VALUES}
 * list, a local relation the optimizer projects, a constant it folds) see the same plugins as
 * the rows its tasks evaluate.
 *
 * <p>An executor puts every jar of {@code spark.jars} ({@code --jars}) and of {@code ADD JAR}
 * on the class loader of its tasks. The driver puts {@code --jars} on its class path when
 * {@code spark-submit} starts it, but a session built in code with {@code spark.jars} set, or
 * a jar added from another thread, is on no class loader the driver's threads use: without
 * these, a plugin shipped that way would answer on the executors and be missing on the driver,
 * and the answer would depend on the plan.
 *
 * <p>A jar given by a path, a {@code file:} or {@code local:} URI, or a URL the JVM can open
 * ({@code http:}, {@code https:}, {@code hdfs:} through Spark SQL's URL handler) is read; any
 * other ({@code ivy:} coordinates, say) is reported once, as a warning, and left out on the
 * driver.
 */
final class DriverJars {

    private static final System.Logger LOG = System.getLogger(DriverJars.class.getName());
    /** The jars already reported as unreadable: bounded by the jars a JVM's sessions add. */
    private static final Set<String> REPORTED = ConcurrentHashMap.newKeySet();

    private DriverJars() {}

    /**
     * The jars of the active (else the default) session: those of {@code spark.jars}, then
     * those added with {@code ADD JAR}.
     *
     * @return their URLs, each once; empty without a session
     */
    static List<String> ofActiveSession() {
        Option<SparkSession> active = SparkSession.getActiveSession();
        Option<SparkSession> session = active.isDefined() ? active : SparkSession.getDefaultSession();
        if (session.isEmpty() || !(session.get() instanceof org.apache.spark.sql.classic.SparkSession classic)) {
            return List.of();
        }
        return of(
                CollectionConverters.asJava(classic.sparkContext().jars()),
                classic.sharedState().jarClassLoader().getURLs());
    }

    /**
     * The URLs of jars.
     *
     * @param sparkJars the jars of {@code spark.jars}: paths or URIs
     * @param added     the URLs of the jars added with {@code ADD JAR}
     * @return the URLs the driver can read, each once
     */
    static List<String> of(List<String> sparkJars, URL[] added) {
        Set<String> urls = new LinkedHashSet<>();
        for (String jar : sparkJars) {
            String url = url(jar.trim());
            if (url != null) {
                urls.add(url);
            }
        }
        for (URL url : added) {
            urls.add(url.toExternalForm());
        }
        return List.copyOf(urls);
    }

    /**
     * A class loader that sees the jars, and first what its parent sees.
     *
     * @param jars   URLs from {@link #of}
     * @param parent the class loader of the thread evaluating
     * @return a new loader
     */
    static ClassLoader loader(List<String> jars, ClassLoader parent) {
        List<URL> urls = new ArrayList<>(jars.size());
        for (String jar : jars) {
            try {
                urls.add(new URI(jar).toURL());
            } catch (URISyntaxException | MalformedURLException | IllegalArgumentException unreadable) {
                // Checked in of(), on this driver: a handler gone since then only loses this jar.
                report(jar, unreadable);
            }
        }
        return new URLClassLoader("iri4j driver jars", urls.toArray(new URL[0]), parent);
    }

    /** A jar as a URL the driver can open, or null (and a warning) if it cannot. */
    private static String url(String jar) {
        if (jar.isEmpty()) {
            return null;
        }
        try {
            URI uri = uriOrNull(jar);
            if (uri == null || uri.getScheme() == null) {
                // A path, as Spark reads one: relative to the driver's working directory.
                return Path.of(jar).toAbsolutePath().toUri().toString();
            }
            if (uri.getScheme().toLowerCase(Locale.ROOT).equals("local")) {
                // local:/path is a file every node already holds at that path.
                return new URI("file", uri.getSchemeSpecificPart(), null).toString();
            }
            return uri.toURL().toExternalForm();
        } catch (URISyntaxException | MalformedURLException | IllegalArgumentException unreadable) {
            report(jar, unreadable);
            return null;
        }
    }

    /** The jar as a URI, or null for a path that is none ("/my jars/a.jar"). */
    private static URI uriOrNull(String jar) {
        try {
            return new URI(jar);
        } catch (URISyntaxException path) {
            return null;
        }
    }

    private static void report(String jar, Exception why) {
        if (REPORTED.add(jar)) {
            LOG.log(
                    System.Logger.Level.WARNING,
                    "iri4j cannot read the jar ''{0}'' of spark.jars on the driver ({1}):"
                            + " a plugin in it is used by the executors only",
                    jar,
                    why.getMessage());
        }
    }
}
