package org.iri4j.tests.discovery;

import java.lang.reflect.Method;

/**
 * Calls into iri4j loaded in another module layer, where its types are not this test's types:
 * by name, through the public type that declares the method (an implementation class of an
 * unexported package could not be called).
 */
final class Reflect {

    private Reflect() {}

    /**
     * Calls a public method.
     *
     * @param type   the exported type declaring it (for a static method, the class)
     * @param target the receiver, or null for a static method
     * @param name   the method's name
     * @param args   the arguments, which choose among overloads by number and type
     * @return what it returns
     */
    static Object call(Class<?> type, Object target, String name, Object... args) throws ReflectiveOperationException {
        for (Method method : type.getMethods()) {
            if (method.getName().equals(name) && accepts(method.getParameterTypes(), args)) {
                return method.invoke(target, args);
            }
        }
        throw new NoSuchMethodException(type.getName() + "." + name + " for " + args.length + " arguments");
    }

    private static boolean accepts(Class<?>[] parameters, Object[] args) {
        if (parameters.length != args.length) {
            return false;
        }
        for (int i = 0; i < args.length; i++) {
            if (!parameters[i].isInstance(args[i])) {
                return false;
            }
        }
        return true;
    }
}
