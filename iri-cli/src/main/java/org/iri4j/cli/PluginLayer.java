package org.iri4j.cli;

import java.lang.module.Configuration;
import java.lang.module.FindException;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReader;
import java.lang.module.ModuleReference;
import java.lang.module.ResolutionException;
import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.iri4j.api.InvalidInputException;
import org.iri4j.spi.SchemeRules;

/**
 * The plugin modules of {@code --plugin-path} in module layers (JLS §7.7, {@link ModuleLayer}),
 * so that a plugin jar whose {@code module-info} alone declares its {@code provides} is found
 * ({@code ServiceLoader} reads no {@code META-INF/services} file in a named module, and a
 * module's {@code provides} mean nothing on a class path).
 *
 * <p>Each module that provides a plugin is resolved on its own, in the order given, in a layer
 * over the last one that worked, with the modules of the path to draw its {@code requires} from:
 * a module that cannot be resolved (a {@code requires} nowhere to be found, a name taken) is
 * skipped with a warning, and the others are not. The first layer's parent is the layer of the
 * command's own {@code org.iri4j.api} (on the module path, as {@code ./iri} runs it).
 *
 * <p>When the command runs on the class path instead (tests, a framework), {@code org.iri4j.api}
 * is no module, and a plugin module's {@code requires} and {@code provides} need one: a layer of
 * its own holds a stand-in of that name, which exports the API's packages and holds no class,
 * defined to a class loader that delegates to the command's. A plugin's class loader, asked for
 * an API class, asks the stand-in's (the module the plugin reads exports its package), which
 * answers with the command's own class, so that a plugin implements the very interfaces the
 * command calls; each plugin module is made to read the class path's unnamed module, where that
 * class lives. A plugin module that requires another module of the class path than the API is
 * not found there.
 */
final class PluginLayer {

    /** The name of the API's module, which every plugin module requires. */
    private static final String API_MODULE = "org.iri4j.api";

    private PluginLayer() {}

    /**
     * The layer of the plugin modules of a path.
     *
     * @param path   the path
     * @param loader the command's class loader, the parent of the layers' loaders
     * @return the last layer defined, whose parents are the others; empty when there is none
     */
    static Optional<ModuleLayer> define(PluginPath path, ClassLoader loader) {
        List<PluginPath.Element> modules = path.modules();
        if (modules.stream().noneMatch(path::providesPlugins)) {
            return Optional.empty();
        }
        Module api = SchemeRules.class.getModule();
        boolean onModulePath = api.isNamed() && api.getLayer() != null;
        ModuleLayer base = onModulePath ? api.getLayer() : standInLayer(loader);
        ModuleFinder finder =
                ModuleFinder.of(modules.stream().map(PluginPath.Element::path).toArray(Path[]::new));
        ModuleLayer layer = base;
        for (PluginPath.Element element : modules) {
            String name = element.module().name();
            if (!path.providesPlugins(element)) {
                continue; // a library: resolved when a plugin requires it
            }
            if (layer.findModule(name).isPresent()) {
                path.skipped(element.given(), "a module named " + name + " is loaded already");
                continue;
            }
            try {
                // Parents first, then the path: a copy of the API on the path cannot replace the command's.
                Configuration configuration =
                        Configuration.resolve(ModuleFinder.of(), List.of(layer.configuration()), finder, Set.of(name));
                ModuleLayer.Controller controller =
                        ModuleLayer.defineModulesWithOneLoader(configuration, List.of(layer), loader);
                if (!onModulePath) {
                    controller.layer().modules().forEach(module -> controller.addReads(module, api));
                }
                layer = controller.layer();
            } catch (FindException | ResolutionException | LayerInstantiationException | SecurityException e) {
                path.skipped(element.given(), "module " + name + " cannot be loaded: " + PluginPath.describe(e));
            }
        }
        return layer == base ? Optional.empty() : Optional.of(layer);
    }

    /**
     * A layer over the boot layer with one module named {@link #API_MODULE}, which exports the
     * API's packages and holds no class, defined to a class loader that delegates to the command's.
     */
    private static ModuleLayer standInLayer(ClassLoader loader) {
        ModuleDescriptor descriptor = ModuleDescriptor.newModule(API_MODULE)
                .exports(SchemeRules.class.getPackageName())
                .exports(InvalidInputException.class.getPackageName())
                .build();
        Configuration configuration =
                ModuleLayer.boot().configuration().resolve(standIn(descriptor), ModuleFinder.of(), Set.of(API_MODULE));
        ClassLoader delegating = new ClassLoader("iri-api-stand-in", loader) {
                    // every class from the parent: the command's own API
                };
        return ModuleLayer.boot().defineModules(configuration, name -> delegating);
    }

    /** A finder of one module, with nothing to read. */
    private static ModuleFinder standIn(ModuleDescriptor descriptor) {
        ModuleReference reference = new ModuleReference(descriptor, null) {
            @Override
            public ModuleReader open() {
                return new ModuleReader() {
                    @Override
                    public Optional<URI> find(String name) {
                        return Optional.empty();
                    }

                    @Override
                    public Stream<String> list() {
                        return Stream.empty();
                    }

                    @Override
                    public void close() {
                        // nothing was opened
                    }
                };
            }
        };
        return new ModuleFinder() {
            @Override
            public Optional<ModuleReference> find(String name) {
                return name.equals(descriptor.name()) ? Optional.of(reference) : Optional.empty();
            }

            @Override
            public Set<ModuleReference> findAll() {
                return Set.of(reference);
            }
        };
    }
}
