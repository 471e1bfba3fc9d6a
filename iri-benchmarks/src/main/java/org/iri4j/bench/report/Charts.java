package org.iri4j.bench.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Predicate;
import org.iri4j.bench.Tasks;
import org.iri4j.bench.Workloads;

/**
 * The two charts of BENCHMARKS.md, as SVG: nanoseconds per IRI for each operation and library
 * (bars on a logarithmic scale), and nanoseconds per character against input length.
 */
final class Charts {

    private static final String IRI4J_COLOR = "#d62728";
    private static final String LIMIT_COLOR = "#7f7f7f";
    private static final String PEER_COLOR = "#1f77b4";
    private static final String[] LINE_COLORS = {
        "#7f7f7f", "#d62728", "#1f77b4", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b"
    };
    private static final String FONT = "font-family=\"sans-serif\" font-size=\"11\"";

    private Charts() {}

    /** Bars of ns per IRI, one group per operation and workload, fastest first. */
    static String bars(List<Result> results) {
        double max = results.stream()
                .filter(Result::isPerIri)
                .mapToDouble(Result::ns)
                .max()
                .orElse(10);
        double decades = Math.ceil(Math.log10(max));
        int left = 130;
        int width = 560;
        int rowHeight = 15;
        int y = 40;
        StringBuilder body = new StringBuilder();
        for (List<Result> group : Result.groups(results)) {
            Result first = group.get(0);
            body.append(text(8, y + 12, first.op().label() + " · " + first.workload(), "font-weight=\"bold\""));
            y += 18;
            for (Result r : group) {
                double w = Math.max(1, width * Math.log10(Math.max(1, r.ns())) / decades);
                body.append(text(left - 6, y + 11, r.library(), "text-anchor=\"end\""));
                body.append(String.format(
                        Locale.ROOT,
                        "<rect x=\"%d\" y=\"%d\" width=\"%.1f\" height=\"%d\" fill=\"%s\"/>%n",
                        left,
                        y + 2,
                        w,
                        rowHeight - 4,
                        color(r.library())));
                body.append(text(left + (int) w + 4, y + 11, format(r.ns()) + " ns", ""));
                y += rowHeight;
            }
            y += 8;
        }
        StringBuilder axis = new StringBuilder();
        for (int d = 0; d <= decades; d++) {
            double x = left + width * d / decades;
            axis.append(String.format(
                    Locale.ROOT, "<line x1=\"%.1f\" y1=\"30\" x2=\"%.1f\" y2=\"%d\" stroke=\"#ddd\"/>%n", x, x, y));
            axis.append(text((int) x, 26, format(Math.pow(10, d)), "text-anchor=\"middle\""));
        }
        return svg(
                left + width + 90,
                y + 10,
                text(8, 14, "ns per IRI (log scale); iri4j red, LIMIT grey, peers blue", "font-weight=\"bold\"")
                        + axis
                        + body);
    }

    /**
     * Lines of ns per character against input length, both on logarithmic scales, one per
     * {@link Result#series()} of the results chosen.
     */
    static String lines(List<Result> results, Predicate<Result> chosen, String title) {
        Map<String, List<Result>> byLibrary = Result.bySeries(results, chosen);
        List<Integer> lengths = List.copyOf(Workloads.LENGTHS.values());
        double minX = Math.log10(lengths.get(0));
        double maxX = Math.log10(lengths.get(lengths.size() - 1));
        double maxY = Math.ceil(Math.log10(extreme(byLibrary, true, 10)));
        double minY = Math.floor(Math.log10(extreme(byLibrary, false, 0.1)));
        int left = 60;
        int top = 30;
        int width = 520;
        int height = 300;
        StringBuilder out = new StringBuilder();
        out.append(text(8, 16, title + " (log-log): flat means linear cost", "font-weight=\"bold\""));
        for (double d = minY; d <= maxY; d++) {
            double y = top + height - height * (d - minY) / (maxY - minY);
            out.append(String.format(
                    Locale.ROOT,
                    "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#ddd\"/>%n",
                    left,
                    y,
                    left + width,
                    y));
            out.append(text(left - 6, (int) y + 4, format(Math.pow(10, d)), "text-anchor=\"end\""));
        }
        for (Map.Entry<String, Integer> size : Workloads.LENGTHS.entrySet()) {
            double x = left + width * (Math.log10(size.getValue()) - minX) / (maxX - minX);
            out.append(text((int) x, top + height + 16, size.getKey(), "text-anchor=\"middle\""));
        }
        int legend = 0;
        for (Map.Entry<String, List<Result>> entry : byLibrary.entrySet()) {
            String color = LINE_COLORS[legend % LINE_COLORS.length];
            List<Result> points = new ArrayList<>(entry.getValue());
            points.sort(Comparator.comparingLong(Result::chars));
            StringBuilder path = new StringBuilder();
            for (Result r : points) {
                double x = left + width * (Math.log10(r.chars()) - minX) / (maxX - minX);
                double y = top + height - height * (Math.log10(r.nsPerChar()) - minY) / (maxY - minY);
                path.append(path.length() == 0 ? "M" : " L").append(String.format(Locale.ROOT, "%.1f %.1f", x, y));
                out.append(String.format(
                        Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"%s\"/>%n", x, y, color));
            }
            out.append(String.format(
                    Locale.ROOT, "<path d=\"%s\" stroke=\"%s\" stroke-width=\"2\" fill=\"none\"/>%n", path, color));
            int ly = top + 14 * legend;
            out.append(String.format(
                    Locale.ROOT,
                    "<rect x=\"%d\" y=\"%d\" width=\"12\" height=\"4\" fill=\"%s\"/>%n",
                    left + width + 14,
                    ly + 4,
                    color));
            out.append(text(left + width + 30, ly + 10, entry.getKey(), ""));
            legend++;
        }
        return svg(left + width + 140, top + height + 30, out.toString());
    }

    /** The largest or smallest ns per character of all the series, or a fallback when there are none. */
    private static double extreme(Map<String, List<Result>> series, boolean largest, double fallback) {
        java.util.stream.DoubleStream values =
                series.values().stream().flatMap(List::stream).mapToDouble(Result::nsPerChar);
        return (largest ? values.max() : values.min()).orElse(fallback);
    }

    private static String color(String library) {
        return Tasks.isIri4j(library) ? IRI4J_COLOR : Tasks.LIMIT.equals(library) ? LIMIT_COLOR : PEER_COLOR;
    }

    static String format(double value) {
        if (value >= 100) {
            return String.format(Locale.ROOT, "%,.0f", value);
        } else if (value >= 10) {
            return String.format(Locale.ROOT, "%.1f", value);
        }
        return String.format(Locale.ROOT, value >= 1 ? "%.2f" : "%.3f", value);
    }

    private static String text(int x, int y, String s, String attributes) {
        return String.format(
                Locale.ROOT, "<text x=\"%d\" y=\"%d\" %s %s>%s</text>%n", x, y, FONT, attributes, escape(s));
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    private static String svg(int width, int height, String body) {
        return String.format(
                Locale.ROOT,
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\">%n"
                        + "<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>%n%s</svg>%n",
                width,
                height,
                width,
                height,
                body);
    }
}
