import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.module.ModuleDescriptor;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import java.util.stream.Stream;

/**
 * The public API of iri4j's published modules, as text a reviewer can diff: every public or
 * protected type of the packages each module exports (its {@code module-info} {@code exports}
 * without {@code to}; for a module without a descriptor, iri-jena and iri-spark, every package
 * that is not {@code internal}), with every public or protected field, constructor and method
 * and its generic signature, sorted (an enum's constants in their order, which their ordinals
 * follow). Read from the compiled classes with the JDK alone: no
 * class is loaded, so a module's dependencies need not be present.
 *
 * <pre>
 * java tools/PublicApi.java                                  # print it, from the built modules
 * java tools/PublicApi.java --write docs/api/public-api.txt  # refresh the committed listing
 * java tools/PublicApi.java iri-web/target/classes ...       # only these class folders or jars
 * </pre>
 *
 * Without locations, it reads {@code MODULE/target/classes} of every module of the current
 * directory whose {@code pom.xml} does not skip deploy (the published ones): build first
 * ({@code mvn -q install -DskipTests}). iri-tests' {@code PublicApiTest} runs it on the modules
 * of its class path and fails when {@code docs/api/public-api.txt} differs. Synthetic and bridge
 * members are left out; a public method a public class inherits from a superclass that is no
 * API is listed with the class.
 */
public final class PublicApi {

    static final String HEADER = """
            # The public API of iri4j: every public or protected type and member of the packages the
            # published modules export (module-info exports without "to"; iri-jena and iri-spark, which
            # have no descriptor: their packages outside "internal"). Generated: do not edit. Refresh with
            #   mvn -q install -DskipTests && java tools/PublicApi.java --write docs/api/public-api.txt
            # iri-tests' PublicApiTest fails when this file is not what the code exports.
            """;

    public static void main(String[] args) throws IOException {
        List<Path> locations = new ArrayList<>();
        Path write = null;
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--write") && i + 1 < args.length) {
                write = Path.of(args[++i]);
            } else {
                locations.add(Path.of(args[i]));
            }
        }
        if (locations.isEmpty()) {
            locations = builtModules(Path.of(""));
        }
        String listing = listing(locations);
        if (write == null) {
            System.out.print(listing);
        } else {
            Files.writeString(write, listing, StandardCharsets.UTF_8);
            System.err.println("wrote " + write);
        }
    }

    /** The class folders of the published modules below a root (those whose pom does not skip deploy). */
    static List<Path> builtModules(Path root) throws IOException {
        List<Path> out = new ArrayList<>();
        try (Stream<Path> dirs = Files.list(root)) {
            for (Path dir : dirs.sorted().toList()) {
                Path pom = dir.resolve("pom.xml");
                if (!Files.isDirectory(dir.resolve("src/main/java"))
                        || !Files.isRegularFile(pom)
                        || Files.readString(pom).contains("<maven.deploy.skip>true</maven.deploy.skip>")) {
                    continue;
                }
                Path classes = dir.resolve("target/classes");
                if (!Files.isDirectory(classes)) {
                    throw new IllegalStateException(classes + " is missing: build first (mvn -q install -DskipTests)");
                }
                out.add(classes);
            }
        }
        return out;
    }

    /** The whole listing: the header, then each module's exports and types, modules by name. */
    static String listing(List<Path> locations) throws IOException {
        Map<String, String> modules = new TreeMap<>();
        for (Path location : locations) {
            ModuleApi module = ModuleApi.read(location);
            modules.put(module.name, module.render());
        }
        StringBuilder out = new StringBuilder(HEADER);
        modules.values().forEach(out::append);
        return out.toString();
    }

    /** One module: its name, the packages it exports to all, and its classes. */
    static final class ModuleApi {
        final String name;
        final Set<String> exported;
        final Map<String, ClassFile> classes;

        private ModuleApi(String name, Set<String> exported, Map<String, ClassFile> classes) {
            this.name = name;
            this.exported = exported;
            this.classes = classes;
        }

        static ModuleApi read(Path location) throws IOException {
            Map<String, byte[]> files = classFiles(location);
            Map<String, ClassFile> classes = new TreeMap<>();
            files.forEach((path, bytes) -> {
                if (!path.endsWith("module-info.class") && !path.endsWith("package-info.class")) {
                    ClassFile c = ClassFile.parse(bytes);
                    classes.put(c.name, c);
                }
            });
            byte[] info = files.get("module-info.class");
            if (info != null) {
                ModuleDescriptor descriptor = ModuleDescriptor.read(new ByteArrayInputStream(info));
                Set<String> exported = new TreeSet<>();
                descriptor.exports().stream().filter(e -> !e.isQualified()).forEach(e -> exported.add(e.source()));
                return new ModuleApi(descriptor.name(), exported, classes);
            }
            Set<String> packages = new TreeSet<>();
            classes.keySet().forEach(c -> packages.add(packageOf(c).replace('/', '.')));
            packages.removeIf(p -> ("." + p + ".").contains(".internal."));
            return new ModuleApi(automaticName(location, packages), packages, classes);
        }

        /** The jar's Automatic-Module-Name, else the packages' common root. */
        private static String automaticName(Path location, Set<String> packages) throws IOException {
            if (Files.isRegularFile(location)) {
                try (JarFile jar = new JarFile(location.toFile())) {
                    Manifest manifest = jar.getManifest();
                    String name = manifest == null ? null : manifest.getMainAttributes().getValue("Automatic-Module-Name");
                    if (name != null) {
                        return name;
                    }
                }
            }
            String root = packages.isEmpty() ? location.toString() : packages.iterator().next();
            for (String p : packages) {
                while (!(p.equals(root) || p.startsWith(root + "."))) {
                    root = root.substring(0, Math.max(0, root.lastIndexOf('.')));
                }
            }
            return root;
        }

        private static Map<String, byte[]> classFiles(Path location) throws IOException {
            Map<String, byte[]> out = new TreeMap<>();
            if (Files.isDirectory(location)) {
                try (Stream<Path> files = Files.walk(location)) {
                    for (Path f : files.filter(f -> f.toString().endsWith(".class")).toList()) {
                        out.put(location.relativize(f).toString().replace('\\', '/'), Files.readAllBytes(f));
                    }
                }
                return out;
            }
            try (JarFile jar = new JarFile(location.toFile())) {
                for (var entry : jar.stream().toList()) {
                    if (entry.getName().endsWith(".class") && !entry.getName().startsWith("META-INF/")) {
                        try (InputStream in = jar.getInputStream(entry)) {
                            out.put(entry.getName(), in.readAllBytes());
                        }
                    }
                }
            }
            return out;
        }

        String render() {
            StringBuilder out = new StringBuilder("\nmodule ").append(name);
            out.append(exported.isEmpty() ? " exports nothing\n" : " exports " + String.join(", ", exported) + "\n");
            for (ClassFile c : classes.values()) {
                if (exported.contains(packageOf(c.name).replace('/', '.')) && isApi(c)) {
                    out.append('\n').append(c.header()).append('\n');
                    members(c).forEach(m -> out.append("  ").append(m).append('\n'));
                }
            }
            return out.toString();
        }

        /** A type users can name: public or protected, and so is every type it is nested in. */
        boolean isApi(ClassFile c) {
            if ((c.access & (ClassFile.PUBLIC | ClassFile.PROTECTED)) == 0 || (c.access & ClassFile.SYNTHETIC) != 0) {
                return false;
            }
            if (c.outer == null) {
                return !c.local;
            }
            ClassFile outer = classes.get(c.outer);
            return outer != null && isApi(outer);
        }

        /** The members of a type, with those it inherits from superclasses that are no API. */
        List<String> members(ClassFile c) {
            List<String> constants = new ArrayList<>();
            List<String[]> fields = new ArrayList<>();
            List<String[]> constructors = new ArrayList<>();
            List<String[]> methods = new ArrayList<>();
            Set<String> seen = new HashSet<>();
            for (ClassFile owner = c; owner != null; owner = inheritedFrom(owner)) {
                for (ClassFile.Member m : owner.members) {
                    boolean constructor = m.name.equals("<init>");
                    if (!m.isVisible() || (owner != c && constructor) || !seen.add(m.name + m.descriptor)) {
                        continue;
                    }
                    String[] named = {m.name, m.render(owner, c)};
                    if ((m.access & ClassFile.ENUM) != 0) {
                        constants.add(named[1]); // in declaration order: their ordinals are API too
                    } else {
                        (m.isField() ? fields : constructor ? constructors : methods).add(named);
                    }
                }
            }
            List<String> out = new ArrayList<>(constants);
            for (List<String[]> group : List.of(fields, constructors, methods)) {
                group.sort(java.util.Comparator.<String[], String>comparing(m -> m[0]).thenComparing(m -> m[1]));
                group.forEach(m -> out.add(m[1]));
            }
            return out;
        }

        private ClassFile inheritedFrom(ClassFile c) {
            ClassFile parent = c.superName == null ? null : classes.get(c.superName);
            return parent != null && !isApi(parent) ? parent : null;
        }
    }

    static String packageOf(String internalName) {
        int slash = internalName.lastIndexOf('/');
        return slash < 0 ? "" : internalName.substring(0, slash);
    }

    /** What a class file says of a type and its members: enough to write their declarations. */
    static final class ClassFile {
        static final int PUBLIC = 0x0001;
        static final int PROTECTED = 0x0004;
        static final int STATIC = 0x0008;
        static final int FINAL = 0x0010;
        static final int BRIDGE = 0x0040;
        static final int VARARGS = 0x0080;
        static final int INTERFACE = 0x0200;
        static final int ABSTRACT = 0x0400;
        static final int SYNTHETIC = 0x1000;
        static final int ANNOTATION = 0x2000;
        static final int ENUM = 0x4000;

        String name;
        String superName;
        final List<String> interfaces = new ArrayList<>();
        int access;
        String outer;
        boolean local;
        String signature;
        boolean deprecated;
        boolean record;
        final List<String> permitted = new ArrayList<>();
        final List<Member> members = new ArrayList<>();

        /** A field or a method. */
        final class Member {
            int access;
            String name;
            String descriptor;
            String signature;
            Object constant;
            boolean deprecated;
            final List<String> exceptions = new ArrayList<>();

            boolean isField() {
                return !descriptor.startsWith("(");
            }

            boolean isVisible() {
                return (access & (PUBLIC | PROTECTED)) != 0
                        && (access & (SYNTHETIC | BRIDGE)) == 0
                        && !name.equals("<clinit>");
            }

            String render(ClassFile owner, ClassFile shownIn) {
                StringBuilder out = new StringBuilder();
                if (deprecated) {
                    out.append("@Deprecated ");
                }
                out.append(modifiers(owner));
                if (isField()) {
                    out.append(Types.field(signature != null ? signature : descriptor)).append(' ').append(name);
                    if (constant != null) {
                        out.append(" = ").append(Types.literal(constant));
                    }
                } else {
                    String declared = Types.method(signature, descriptor, name, exceptions, access);
                    String shown = name.equals("<init>") ? Types.simpleName(owner.name) : name;
                    int open = declared.indexOf('(');
                    out.append(declared, 0, open).append(shown).append(declared.substring(open));
                }
                if (owner != shownIn) {
                    out.append("  // from ").append(Types.className(owner.name));
                }
                return out.toString();
            }

            private String modifiers(ClassFile owner) {
                StringBuilder out = new StringBuilder((access & PUBLIC) != 0 ? "public " : "protected ");
                boolean inInterface = (owner.access & INTERFACE) != 0;
                if ((access & STATIC) != 0) {
                    out.append("static ");
                }
                if (!isField() && inInterface && (access & (ABSTRACT | STATIC)) == 0) {
                    out.append("default ");
                }
                if (!inInterface && (access & ABSTRACT) != 0) {
                    out.append("abstract ");
                }
                if ((access & FINAL) != 0) {
                    out.append("final ");
                }
                return out.toString();
            }
        }

        String header() {
            StringBuilder out = new StringBuilder();
            if (deprecated) {
                out.append("@Deprecated ");
            }
            out.append((access & PUBLIC) != 0 ? "public " : "protected ");
            if (outer != null && (access & STATIC) != 0 && (access & INTERFACE) == 0 && !record && (access & ENUM) == 0) {
                out.append("static ");
            }
            String kind = (access & ANNOTATION) != 0
                    ? "@interface"
                    : (access & INTERFACE) != 0 ? "interface" : (access & ENUM) != 0 ? "enum" : record ? "record" : "class";
            if (kind.equals("class") && (access & ABSTRACT) != 0) {
                out.append("abstract ");
            }
            if (kind.equals("class") && (access & FINAL) != 0) {
                out.append("final ");
            }
            if (!permitted.isEmpty()) {
                out.append("sealed ");
            }
            out.append(kind).append(' ').append(Types.className(name));
            out.append(Types.classSignature(signature, superName, interfaces, kind));
            if (!permitted.isEmpty()) {
                List<String> names = new ArrayList<>();
                permitted.forEach(p -> names.add(Types.className(p)));
                names.sort(null);
                out.append(" permits ").append(String.join(", ", names));
            }
            return out.toString();
        }

        static ClassFile parse(byte[] bytes) {
            try {
                return new ClassFile().read(new DataInputStream(new ByteArrayInputStream(bytes)));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        private Object[] pool;

        private ClassFile read(DataInputStream in) throws IOException {
            if (in.readInt() != 0xCAFEBABE) {
                throw new IOException("not a class file");
            }
            in.readUnsignedShort();
            in.readUnsignedShort();
            readPool(in);
            access = in.readUnsignedShort();
            name = classAt(in.readUnsignedShort());
            int superIndex = in.readUnsignedShort();
            superName = superIndex == 0 ? null : classAt(superIndex);
            for (int n = in.readUnsignedShort(); n > 0; n--) {
                interfaces.add(classAt(in.readUnsignedShort()));
            }
            for (int kind = 0; kind < 2; kind++) {
                for (int n = in.readUnsignedShort(); n > 0; n--) {
                    Member m = new Member();
                    m.access = in.readUnsignedShort();
                    m.name = (String) pool[in.readUnsignedShort()];
                    m.descriptor = (String) pool[in.readUnsignedShort()];
                    readAttributes(in, m);
                    members.add(m);
                }
            }
            readAttributes(in, null);
            return this;
        }

        private void readPool(DataInputStream in) throws IOException {
            pool = new Object[in.readUnsignedShort()];
            for (int i = 1; i < pool.length; i++) {
                int tag = in.readUnsignedByte();
                switch (tag) {
                    case 1 -> pool[i] = in.readUTF();
                    case 3 -> pool[i] = in.readInt();
                    case 4 -> pool[i] = in.readFloat();
                    case 5 -> pool[i++] = in.readLong();
                    case 6 -> pool[i++] = in.readDouble();
                    case 7, 8, 16, 19, 20 -> pool[i] = new int[] {tag, in.readUnsignedShort()};
                    case 9, 10, 11, 12, 17, 18 -> pool[i] = new int[] {tag, in.readUnsignedShort(), in.readUnsignedShort()};
                    case 15 -> pool[i] = new int[] {tag, in.readUnsignedByte(), in.readUnsignedShort()};
                    default -> throw new IOException("constant pool tag " + tag);
                }
            }
        }

        private String classAt(int index) {
            return (String) pool[((int[]) pool[index])[1]];
        }

        private void readAttributes(DataInputStream in, Member member) throws IOException {
            for (int n = in.readUnsignedShort(); n > 0; n--) {
                String attribute = (String) pool[in.readUnsignedShort()];
                byte[] body = new byte[in.readInt()];
                in.readFully(body);
                DataInputStream a = new DataInputStream(new ByteArrayInputStream(body));
                switch (attribute) {
                    case "Signature" -> {
                        String s = (String) pool[a.readUnsignedShort()];
                        if (member == null) {
                            signature = s;
                        } else {
                            member.signature = s;
                        }
                    }
                    case "Deprecated" -> {
                        if (member == null) {
                            deprecated = true;
                        } else {
                            member.deprecated = true;
                        }
                    }
                    case "ConstantValue" -> {
                        Object value = pool[a.readUnsignedShort()];
                        member.constant = value instanceof int[] string ? pool[string[1]] : value;
                        if (member.descriptor.equals("Z") || member.descriptor.equals("C")) {
                            int v = (Integer) member.constant;
                            member.constant = member.descriptor.equals("Z") ? (Object) (v != 0) : (Object) (char) v;
                        }
                    }
                    case "Exceptions" -> {
                        for (int e = a.readUnsignedShort(); e > 0; e--) {
                            member.exceptions.add(classAt(a.readUnsignedShort()));
                        }
                    }
                    case "InnerClasses" -> readInnerClasses(a);
                    case "PermittedSubclasses" -> {
                        for (int p = a.readUnsignedShort(); p > 0; p--) {
                            permitted.add(classAt(a.readUnsignedShort()));
                        }
                    }
                    case "Record" -> record = true;
                    default -> {}
                }
            }
        }

        /** This class's own entry gives its real access and the class it is nested in. */
        private void readInnerClasses(DataInputStream a) throws IOException {
            for (int n = a.readUnsignedShort(); n > 0; n--) {
                int inner = a.readUnsignedShort();
                int outerIndex = a.readUnsignedShort();
                int innerName = a.readUnsignedShort();
                int flags = a.readUnsignedShort();
                if (classAt(inner).equals(name)) {
                    access = flags | (access & SYNTHETIC);
                    local = outerIndex == 0 || innerName == 0;
                    outer = outerIndex == 0 ? null : classAt(outerIndex);
                }
            }
        }
    }

    /** Descriptors and generic signatures (JVMS §4.3, §4.7.9.1) written as Java declares them. */
    static final class Types {
        private final String s;
        private int at;

        private Types(String s) {
            this.s = s;
        }

        static String className(String internalName) {
            return internalName.replace('/', '.').replace('$', '.');
        }

        static String simpleName(String internalName) {
            String name = className(internalName);
            return name.substring(name.lastIndexOf('.') + 1);
        }

        static String field(String signature) {
            return new Types(signature).type();
        }

        static String literal(Object constant) {
            if (constant instanceof String text) {
                return '"' + escape(text) + '"';
            }
            if (constant instanceof Character c) {
                return "'" + escape(String.valueOf(c)) + "'";
            }
            if (constant instanceof Long l) {
                return l + "L";
            }
            if (constant instanceof Float f) {
                return f + "f";
            }
            return String.valueOf(constant);
        }

        private static String escape(String text) {
            StringBuilder out = new StringBuilder();
            for (char c : text.toCharArray()) {
                if (c == '"' || c == '\\' || c == '\'') {
                    out.append('\\').append(c);
                } else if (c < 0x20 || c > 0x7E) {
                    out.append(String.format("\\u%04X", (int) c));
                } else {
                    out.append(c);
                }
            }
            return out.toString();
        }

        /**
         * A method or constructor, as "type parameters, return type, name, parameters, throws";
         * a constructor is named after its class and has no return type.
         */
        static String method(String signature, String descriptor, String name, List<String> exceptions, int access) {
            Types t = new Types(signature != null ? signature : descriptor);
            String typeParameters = t.typeParameters();
            t.expect('(');
            List<String> parameters = new ArrayList<>();
            while (t.peek() != ')') {
                parameters.add(t.type());
            }
            t.expect(')');
            String returned = t.type();
            List<String> thrown = new ArrayList<>();
            while (t.at < t.s.length() && t.peek() == '^') {
                t.at++;
                thrown.add(t.type());
            }
            if (thrown.isEmpty()) {
                exceptions.forEach(e -> thrown.add(className(e)));
            }
            if ((access & ClassFile.VARARGS) != 0 && !parameters.isEmpty()) {
                String last = parameters.remove(parameters.size() - 1);
                parameters.add(last.substring(0, last.length() - 2) + "...");
            }
            StringBuilder out = new StringBuilder(typeParameters.isEmpty() ? "" : typeParameters + " ");
            out.append(name.equals("<init>") ? "" : returned + " ");
            out.append('(').append(String.join(", ", parameters)).append(')');
            if (!thrown.isEmpty()) {
                out.append(" throws ").append(String.join(", ", thrown));
            }
            return out.toString();
        }

        /** What follows a type's name: type parameters, superclass and interfaces. */
        static String classSignature(String signature, String superName, List<String> interfaces, String kind) {
            String typeParameters = "";
            String superclass = superName == null ? null : className(superName);
            List<String> supers = new ArrayList<>();
            interfaces.forEach(i -> supers.add(className(i)));
            if (signature != null) {
                Types t = new Types(signature);
                typeParameters = t.typeParameters();
                superclass = t.type();
                supers.clear();
                while (t.at < t.s.length()) {
                    supers.add(t.type());
                }
            }
            StringBuilder out = new StringBuilder(typeParameters);
            boolean implicit = superclass == null
                    || superclass.equals("java.lang.Object")
                    || superclass.startsWith("java.lang.Enum<")
                    || superclass.equals("java.lang.Record");
            if (kind.equals("class") && !implicit) {
                out.append(" extends ").append(superclass);
            }
            supers.remove("java.lang.annotation.Annotation");
            if (!supers.isEmpty()) {
                out.append(kind.equals("interface") ? " extends " : " implements ").append(String.join(", ", supers));
            }
            return out.toString();
        }

        private char peek() {
            return s.charAt(at);
        }

        private void expect(char c) {
            if (s.charAt(at++) != c) {
                throw new IllegalArgumentException("expected " + c + " at " + (at - 1) + " in " + s);
            }
        }

        private String typeParameters() {
            if (at >= s.length() || peek() != '<') {
                return "";
            }
            at++;
            List<String> parameters = new ArrayList<>();
            while (peek() != '>') {
                String name = s.substring(at, s.indexOf(':', at));
                at += name.length();
                List<String> bounds = new ArrayList<>();
                while (peek() == ':') {
                    at++;
                    if (peek() != ':') {
                        bounds.add(type());
                    }
                }
                bounds.remove("java.lang.Object");
                parameters.add(bounds.isEmpty() ? name : name + " extends " + String.join(" & ", bounds));
            }
            at++;
            return "<" + String.join(", ", parameters) + ">";
        }

        private String type() {
            char c = s.charAt(at++);
            switch (c) {
                case 'B': return "byte";
                case 'C': return "char";
                case 'D': return "double";
                case 'F': return "float";
                case 'I': return "int";
                case 'J': return "long";
                case 'S': return "short";
                case 'Z': return "boolean";
                case 'V': return "void";
                case '[': return type() + "[]";
                case 'T': {
                    int end = s.indexOf(';', at);
                    String variable = s.substring(at, end);
                    at = end + 1;
                    return variable;
                }
                case 'L': return classType();
                default: throw new IllegalArgumentException("unexpected " + c + " at " + (at - 1) + " in " + s);
            }
        }

        /** After the 'L': a class name, its type arguments, its nested parts, up to ';'. */
        private String classType() {
            StringBuilder out = new StringBuilder();
            while (true) {
                char c = s.charAt(at++);
                if (c == ';') {
                    return out.toString();
                } else if (c == '<') {
                    List<String> arguments = new ArrayList<>();
                    while (peek() != '>') {
                        char w = peek();
                        if (w == '*') {
                            at++;
                            arguments.add("?");
                        } else if (w == '+' || w == '-') {
                            at++;
                            arguments.add((w == '+' ? "? extends " : "? super ") + type());
                        } else {
                            arguments.add(type());
                        }
                    }
                    at++;
                    out.append('<').append(String.join(", ", arguments)).append('>');
                } else {
                    out.append(c == '/' || c == '$' ? '.' : c);
                }
            }
        }
    }
}
