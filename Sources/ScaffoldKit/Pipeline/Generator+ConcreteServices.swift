import ScaffoldCore

extension Generator {
    /// The error at the `appServices` entry of the app class that `parameter` of the base class's `initializer`
    /// takes, when scaffold extracts a protocol from that class: view models hold the protocol, which the `init`
    /// cannot take, and `concrete: true` would have them hold the class. Nil for a parameter of any other type.
    static func extractedClassProblem(
        _ parameter: AppMember.Parameter, of initializer: AppBaseClassShape.Initializer,
        _ baseClass: ViewModelBaseClassSpec, services: [SharedServiceSpec]
    ) -> Diagnostic? {
        let type = SupportTypeChecker.stripped(parameter.type.value)
        guard let service = services.first(where: { $0.extractedClass != nil && $0.name.value == type }) else {
            return nil
        }
        return .error(
            .appCode(
                .concreteService(
                    .baseClassTakesExtractedClass(
                        service.name.value, initializer: initializer.reference, baseClass: baseClass.name.value,
                        extracted: service.names.serviceProtocol))),
            at: service.name.location,
            notes: [.init(location: initializer.location, message: "'\(initializer.reference)' is declared here")])
    }
}
